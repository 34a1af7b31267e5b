/**
 * PDF documents of the platform (issue 19, docs/decisions/0029): pdfkit with DejaVu Sans embedded from the
 * `dejavu-fonts-ttf` package (subset per document), so umlauts, „“, § and € render in every viewer. A
 * small layout vocabulary shared by the information sheet, the investment confirmation and the gift
 * certificate: headings, paragraphs, a framed warning, rows of facts.
 *
 * Accessibility (issue 35, decision 0075): title, subject, author and language in the document's
 * information, the title shown instead of the file name, and a tagged PDF — every block in the structure
 * tree (H1, H2, P, Table/TR/TH/TD, Figure with its alternative text), frames and page footers marked as
 * artifacts — so screen readers read the text in order.
 */
import { intlLocale } from '@wurzelwerk/shared';
import PDFDocument from 'pdfkit';
import type { QrMatrix } from '../banking/girocode';
import type { Locale } from '../i18n';
import { FONTS, fontSource } from './fonts';

const GREEN = '#1f5130';
const WARNING_FILL = '#fff4e5';
const WARNING_STROKE = '#b45309';
const TEXT = '#1a1a1a';
const MUTED = '#555555';

/** pdfkit's structure options, with the two its type declarations lack (a header cell's scope, a figure's box). */
type StructureOptions = PDFKit.Mixins.StructureElementOptions & {
  scope?: 'Row' | 'Column';
  bbox?: [number, number, number, number];
};

export interface PdfMeta {
  title: string;
  subject: string;
  locale: Locale;
}

/** A document being written; `done()` ends it and gives its bytes. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The structure tree's root: every block of the document is a child of it. */
  private readonly root: PDFKit.PDFStructureElement;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Uint8Array>;

  constructor(meta: PdfMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: 56, bottom: 56, left: 60, right: 60 },
      font: fontSource(FONTS.regular),
      lang: intlLocale(meta.locale),
      displayTitle: true,
      tagged: true,
      pdfVersion: '1.7',
      bufferPages: true,
      info: { Title: meta.title, Subject: meta.subject, Author: 'Wurzelwerk', Creator: 'Wurzelwerk' },
    });
    this.doc.registerFont('regular', fontSource(FONTS.regular));
    this.doc.registerFont('bold', fontSource(FONTS.bold));
    this.doc.font('regular').fillColor(TEXT);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  private get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** A block of the structure tree (`H1`, `P` …) whose content `draw` writes, in `parent` (the root by default). */
  private block(type: string, draw: () => void, parent = this.root, options: StructureOptions = {}) {
    parent.add(this.doc.struct(type, options as PDFKit.Mixins.StructureElementOptions, [draw]));
  }

  /** Drawing that is no content (frames, page footers): marked as an artifact, outside the structure tree. */
  private artifact(draw: () => void, type?: 'Pagination' | 'Layout') {
    this.doc.markContent('Artifact', type ? { type } : undefined);
    draw();
    this.doc.endMarkedContent();
  }

  title(text: string, subtitle?: string): this {
    this.block('H1', () => this.doc.font('bold').fontSize(18).fillColor(GREEN).text(text));
    if (subtitle)
      this.block('P', () => this.doc.font('regular').fontSize(10).fillColor(MUTED).text(subtitle));
    this.doc.fillColor(TEXT).moveDown(0.8);
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.5);
    this.block('H2', () => this.doc.font('bold').fontSize(12).fillColor(GREEN).text(text));
    this.doc.fillColor(TEXT).moveDown(0.2);
    return this;
  }

  paragraph(text: string, options: { bold?: boolean; small?: boolean } = {}): this {
    this.block('P', () =>
      this.doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(options.small ? 8.5 : 10)
        .fillColor(options.small ? MUTED : TEXT)
        .text(text, { align: 'left', lineGap: 1.5 }),
    );
    this.doc.fillColor(TEXT).moveDown(0.4);
    return this;
  }

  /** The statutory warning: framed and coloured, never small print. */
  warning(lines: string[]): this {
    const { doc } = this;
    const padding = 8;
    doc.font('bold').fontSize(10.5);
    const inner = this.width - 2 * padding;
    const height = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: inner }) + 4, 0);
    const x = doc.page.margins.left;
    const y = doc.y;
    this.artifact(() =>
      doc
        .rect(x, y, this.width, height + 2 * padding - 4)
        .lineWidth(1.5)
        .fillAndStroke(WARNING_FILL, WARNING_STROKE),
    );
    doc.fillColor('#7a2e00');
    let lineY = y + padding;
    for (const line of lines) {
      this.block('P', () => doc.text(line, x + padding, lineY, { width: inner }));
      lineY = doc.y + 4;
    }
    doc.x = x;
    doc.y = y + height + 2 * padding;
    doc.fillColor(TEXT).font('regular').moveDown(0.6);
    return this;
  }

  /** Label and value, one row each. */
  facts(rows: [string, string][]): this {
    const { doc } = this;
    const x = doc.page.margins.left;
    const labelWidth = this.width * 0.36;
    const table = doc.struct('Table');
    this.root.add(table);
    for (const [label, value] of rows) {
      const y = doc.y;
      const row = doc.struct('TR');
      table.add(row);
      this.block(
        'TH',
        () =>
          doc
            .font('bold')
            .fontSize(10)
            .text(label, x, y, { width: labelWidth - 8 }),
        row,
        {
          scope: 'Row',
        },
      );
      const afterLabel = doc.y;
      this.block(
        'TD',
        () => doc.font('regular').text(value, x + labelWidth, y, { width: this.width - labelWidth }),
        row,
      );
      row.end();
      doc.x = x;
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
    table.end();
    doc.moveDown(0.4);
    return this;
  }

  /**
   * A QR code as vector squares (one per dark module, on a white square with the quiet zone of 4 modules),
   * `side` points wide, with a caption to its right; scanners read it at any zoom or print size.
   */
  qrCode(matrix: QrMatrix, caption: string, side = 120): this {
    const { doc } = this;
    const x = doc.page.margins.left;
    if (doc.y + side > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    const module = side / (matrix.size + 8);
    const figure = () => {
      doc.rect(x, y, side, side).fill('#ffffff');
      for (let row = 0; row < matrix.size; row++) {
        for (let col = 0; col < matrix.size; col++) {
          if (matrix.dark[row * matrix.size + col]) {
            doc.rect(x + (col + 4) * module, y + (row + 4) * module, module, module);
          }
        }
      }
      doc.fill('#000000');
    };
    this.block('Figure', figure, this.root, { alt: caption, bbox: [x, y, x + side, y + side] });
    this.block('P', () =>
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(caption, x + side + 12, y + 4 * module, { width: this.width - side - 12 }),
    );
    doc.x = x;
    doc.y = y + side;
    doc.fillColor(TEXT).moveDown(0.6);
    return this;
  }

  /** Ends the document: its bytes. */
  done(footer: string): Promise<Uint8Array> {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      this.artifact(
        () =>
          doc
            .font('regular')
            .fontSize(7.5)
            .fillColor(MUTED)
            .text(`${footer} · ${i + 1}/${range.count}`, doc.page.margins.left, doc.page.height - 36, {
              width: this.width,
              align: 'center',
            }),
        'Pagination',
      );
      doc.page.margins.bottom = bottom;
    }
    this.root.end();
    doc.end();
    return this.finished;
  }
}

/** A file name for Content-Disposition: ASCII letters, digits and dashes only. */
export function pdfFileName(...parts: string[]): string {
  const base = parts
    .join('-')
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${base || 'document'}.pdf`;
}
