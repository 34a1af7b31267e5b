/**
 * GiroCode: the EPC QR code for a SEPA credit transfer (European Payments Council, EPC069-12, version
 * 002), which German banking apps scan to fill in a transfer. The payload is lines separated by LF:
 *
 *   BCD · 002 · 1 (UTF-8) · SCT · BIC (optional in 002) · name (≤ 70) · IBAN · amount `EUR123.45`
 *   · purpose (empty here) · structured reference (RF, ≤ 35) · unstructured text (≤ 140)
 *
 * — a structured reference or a text, never both; nothing after the last filled line; at most 331 bytes.
 * Rendered with `qrcode`, error correction level M as the guideline asks (version ≤ 13).
 */
import QRCode from 'qrcode';
import { centsToDecimal } from './amount';
import { BankingError } from './errors';
import { parseBic, parseIban } from './iban';
import { parseReference } from './reference';

export interface GiroCodeInput {
  /** The payee (account holder), at most 70 characters. */
  name: string;
  iban: string;
  /** Optional since version 002 (inside the EEA the IBAN is enough). */
  bic?: string;
  /** 1 cent to 999,999,999.99 €, in integer cents. */
  amountCents: number;
  /** An ISO 11649 RF reference — or `text`, not both. */
  reference?: string;
  /** An unstructured remittance text, at most 140 characters — or `reference`, not both. */
  text?: string;
}

export const GIROCODE_MAX_BYTES = 331;
const MAX_CENTS = 99_999_999_999;

/** One line's text: trimmed, and no line break inside (it would shift every following field). */
function field(value: string, max: number, code: 'girocode.name' | 'girocode.text'): string {
  const text = value.trim();
  if (/[\r\n]/.test(text) || [...text].length > max) throw new BankingError(code, value);
  return text;
}

/** The EPC QR payload (LF-separated lines). Refuses what a banking app could not read correctly. */
export function giroCodePayload(input: GiroCodeInput): string {
  const name = field(input.name, 70, 'girocode.name');
  if (name === '') throw new BankingError('girocode.name', 'empty');
  const iban = parseIban(input.iban, { sepa: true });
  const bic = input.bic ? parseBic(input.bic) : '';
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > MAX_CENTS) {
    throw new BankingError('girocode.amount', String(input.amountCents));
  }
  if (input.reference !== undefined && input.text !== undefined) {
    throw new BankingError('girocode.text', 'a reference and a text: only one of them');
  }
  const reference = input.reference !== undefined ? parseReference(input.reference) : '';
  const text = input.text !== undefined ? field(input.text, 140, 'girocode.text') : '';
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    `EUR${centsToDecimal(input.amountCents)}`,
    '',
    reference,
  ];
  if (text !== '') lines.push(text);
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > GIROCODE_MAX_BYTES) {
    throw new BankingError('girocode.tooLong', payload);
  }
  return payload;
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The GiroCode as an SVG document (for the web page); scales without loss. */
export function giroCodeSvg(input: GiroCodeInput): Promise<string> {
  return QRCode.toString(giroCodePayload(input), { ...QR_OPTIONS, type: 'svg' });
}

/** A QR code's modules: `size` × `size`, row by row, true for a dark module (no quiet zone). */
export interface QrMatrix {
  size: number;
  dark: boolean[];
}

/**
 * The GiroCode's module matrix, as `qrcode` computes it for the SVG and the PNG (same level M): for
 * drawing it as vector squares, e.g. in a PDF (the quiet zone of 4 modules is the drawer's to leave).
 */
export function giroCodeMatrix(input: GiroCodeInput): QrMatrix {
  const { modules } = QRCode.create(giroCodePayload(input), {
    errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel,
  });
  return { size: modules.size, dark: Array.from(modules.data, (bit) => bit === 1) };
}

/** The GiroCode as a PNG (for PDFs): `scale` pixels per module (6 prints at about 3 cm at 150 dpi). */
export function giroCodePng(input: GiroCodeInput, scale = 6): Promise<Buffer> {
  return QRCode.toBuffer(giroCodePayload(input), { ...QR_OPTIONS, type: 'png', scale });
}
