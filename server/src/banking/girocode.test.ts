/** GiroCode (EPC069-12): the payload line by line, its limits, and the rendered QR code read back. */
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import QRCode from 'qrcode';
import { refusalOf } from '../../test/banking';
import { decodeQrPng } from '../../test/qr';
import {
  GIROCODE_MAX_BYTES,
  type GiroCodeInput,
  giroCodePayload,
  giroCodePng,
  giroCodeSvg,
} from './girocode';

const INPUT: GiroCodeInput = {
  name: 'Wurzelwerk Treuhandkonto',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  amountCents: 12_345,
  reference: 'rf18 5390 0754 7034',
};

const refusal = refusalOf(giroCodePayload);

describe('the payload', () => {
  test('version 002, UTF-8, SCT, BIC, name, IBAN, amount, empty purpose, the RF reference; nothing after it', () => {
    expect(giroCodePayload(INPUT).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Wurzelwerk Treuhandkonto',
      'DE89370400440532013000',
      'EUR123.45',
      '',
      'RF18539007547034',
    ]);
    expect(giroCodePayload(INPUT)).not.toContain('\r');
  });

  test('without a BIC the line stays, empty; an unstructured text goes on line 11 after an empty reference', () => {
    const { reference: _, ...rest } = INPUT;
    const lines = giroCodePayload({ ...rest, bic: undefined, text: 'Investition 42', amountCents: 5 }).split(
      '\n',
    );
    expect(lines).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Wurzelwerk Treuhandkonto',
      'DE89370400440532013000',
      'EUR0.05',
      '',
      '',
      'Investition 42',
    ]);
  });

  test('amounts from integer cents, at least 1 cent and at most 999,999,999.99 €', () => {
    expect(giroCodePayload({ ...INPUT, amountCents: 1 }).split('\n')[7]).toBe('EUR0.01');
    expect(giroCodePayload({ ...INPUT, amountCents: 100_000 }).split('\n')[7]).toBe('EUR1000.00');
    expect(giroCodePayload({ ...INPUT, amountCents: 99_999_999_999 }).split('\n')[7]).toBe('EUR999999999.99');
    for (const amountCents of [0, -1, 1.5, 100_000_000_000, Number.NaN]) {
      expect(refusal({ ...INPUT, amountCents })).toBe('girocode.amount');
    }
  });

  test('what a banking app could not read is refused', () => {
    expect(refusal({ ...INPUT, name: 'x'.repeat(71) })).toBe('girocode.name');
    expect(refusal({ ...INPUT, name: '  ' })).toBe('girocode.name');
    expect(refusal({ ...INPUT, name: 'Zeile\nzwei' })).toBe('girocode.name');
    expect(refusal({ ...INPUT, reference: 'RF18539007547035' })).toBe('reference.checksum');
    expect(refusal({ ...INPUT, text: 'beides' })).toBe('girocode.text');
    expect(refusal({ ...INPUT, reference: undefined, text: 'x'.repeat(141) })).toBe('girocode.text');
    expect(refusal({ ...INPUT, iban: 'DE89370400440532013001' })).toBe('iban.checksum');
    expect(refusal({ ...INPUT, iban: 'AE070331234567890123456' })).toBe('iban.notSepa');
    expect(refusal({ ...INPUT, bic: 'COBADEFF1' })).toBe('bic.format');
    expect(giroCodePayload({ ...INPUT, name: 'x'.repeat(70) })).toContain('x'.repeat(70));
  });

  test('at most 331 bytes: a 140-character text of umlauts (2 bytes each) is too long', () => {
    const { reference: _, ...rest } = INPUT;
    expect(refusal({ ...rest, name: 'Ä'.repeat(70), text: 'ü'.repeat(140) })).toBe('girocode.tooLong');
    const longest = giroCodePayload({ ...rest, name: 'A'.repeat(70), text: 'u'.repeat(140) });
    expect(new TextEncoder().encode(longest).length).toBeLessThanOrEqual(GIROCODE_MAX_BYTES);
  });
});

describe('the picture', () => {
  test('the PNG decodes back to the payload, umlauts included, with error correction level M', async () => {
    const input = { ...INPUT, name: 'Jörg Müller – Grünstrom eG' };
    expect(decodeQrPng(await giroCodePng(input))).toBe(giroCodePayload(input));
    const qr = QRCode.create(giroCodePayload(input), { errorCorrectionLevel: 'M' });
    expect(qr.version).toBeLessThanOrEqual(13);
  });

  test('the SVG is a QR code of the same modules', async () => {
    const svg = await giroCodeSvg(INPUT);
    expect(svg).toStartWith('<svg');
    expect(svg).toContain('viewBox');
    const modules = QRCode.create(giroCodePayload(INPUT), { errorCorrectionLevel: 'M' }).modules.size;
    // margin 4 on both sides
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
  });

  test('property: random payees, amounts and references decode back exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 70 }).filter((s) => s.trim() !== '' && !/[\r\n]/.test(s)),
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.stringMatching(/^[A-Z0-9]{1,21}$/),
        async (name, amountCents, payload) => {
          const { createReference } = await import('./reference');
          const input = { ...INPUT, name, amountCents, reference: createReference(payload) };
          expect(decodeQrPng(await giroCodePng(input, 4))).toBe(giroCodePayload(input));
        },
      ),
      { numRuns: 25 },
    );
  });
});
