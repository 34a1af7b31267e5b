/**
 * The PDFs' accessibility (issue 35, decision 0075), read back with pdf.js: title, subject, author and
 * language in the document's information, the title displayed, the document marked as tagged, and a
 * structure tree whose headings, paragraphs and table cells carry the text in reading order.
 */
import { describe, expect, test } from 'bun:test';
import { getDocumentProxy } from 'unpdf';
import { PdfWriter } from './document';

type Node = { role?: string; children?: Node[]; type?: string; alt?: string };

/** The roles of a structure tree, depth first. */
const roles = (node: Node): string[] => [
  ...(node.role ? [node.role] : []),
  ...(node.children ?? []).flatMap((child) => roles(child)),
];

async function sample(locale: 'de' | 'en') {
  const writer = new PdfWriter({ title: 'Informationsblatt Mischwald', subject: 'Vermögensanlage', locale });
  writer
    .title('Informationsblatt', 'Stand: 1. Januar 2027')
    .heading('Risiken')
    .warning(['Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden.'])
    .paragraph('Ein Absatz mit Umlauten: ä ö ü ß €.')
    .facts([
      ['Emittent', 'Muster-Waldgenossenschaft Süd eG'],
      ['Laufzeit', '18 Monate'],
    ]);
  return getDocumentProxy(new Uint8Array(await writer.done('Wurzelwerk')));
}

describe('PDF accessibility', () => {
  test('title, subject, author and language in the information; shown as the title; marked as tagged', async () => {
    for (const [locale, lang] of [
      ['de', 'de-DE'],
      ['en', 'en-GB'],
    ] as const) {
      const pdf = await sample(locale);
      const { info } = await pdf.getMetadata();
      expect(info).toMatchObject({
        Title: 'Informationsblatt Mischwald',
        Subject: 'Vermögensanlage',
        Author: 'Wurzelwerk',
        Language: lang,
      });
      expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    }
  });

  test('a structure tree: H1, H2, paragraphs and a table of header and data cells, in order', async () => {
    const pdf = await sample('de');
    const tree = (await (await pdf.getPage(1)).getStructTree()) as Node;
    const found = roles(tree);
    expect(found[0]).toBe('Root');
    expect(found).toContain('H1');
    expect(found.indexOf('H1')).toBeLessThan(found.indexOf('H2'));
    expect(found.filter((role) => role === 'P').length).toBeGreaterThanOrEqual(3);
    expect(found.filter((role) => role === 'TR')).toHaveLength(2);
    expect(found.filter((role) => role === 'TH')).toHaveLength(2);
    expect(found.filter((role) => role === 'TD')).toHaveLength(2);
    // Every block holds content (a marked-content reference), not an empty element.
    const contentOf = (node: Node): number =>
      (node.type === 'content' ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + contentOf(c), 0);
    expect(contentOf(tree)).toBeGreaterThanOrEqual(8);
  });
});
