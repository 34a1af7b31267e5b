/** The shared shaping (fonts.ts): the same runs as fontkit's own, and pdfkit's scaling in place changes no later run. */
import { describe, expect, test } from 'bun:test';
import { pdfText } from '../../test/pdf';
import { certificatePdf } from './certificate';
import { FONTS } from './fonts';

type Run = { glyphs: { id: number }[]; positions: Record<string, number>[]; advanceWidth: number };
const layout = (text: string) => FONTS.regular.layout(text) as Run;

describe('shared shaping', () => {
  test('a word shaped again gives fresh positions equal to the first, whatever was done to them', () => {
    const first = layout('Müßig€ ');
    const width = first.advanceWidth;
    const ids = first.glyphs.map((g) => g.id);
    const before = first.positions.map((p) => ({ ...p }));
    for (const p of first.positions) p.xAdvance = (p.xAdvance ?? 0) * 1000;
    const second = layout('Müßig€ ');
    expect(second.positions).toEqual(before);
    expect(second.advanceWidth).toBe(width);
    expect(second.glyphs.map((g) => g.id)).toEqual(ids);
    expect(second.positions[0]).not.toBe(first.positions[0]);
  });

  test('an O after a document with an Ö (whose subset holds the O as a part) is still an O in the text', async () => {
    const before = { orderNumber: 'WW-ÄÖÜ', orderedAt: new Date('2026-11-20T12:00:00Z'), trees: 3 };
    await certificatePdf(before, 'de');
    const after = { orderNumber: 'WW-COBADEFFXXX-OQ', orderedAt: new Date('2026-11-20T12:00:00Z'), trees: 2 };
    expect((await pdfText(await certificatePdf(after, 'en'))).text).toContain('WW-COBADEFFXXX-OQ');
  });

  test('documents made one after another read the same', async () => {
    const order = { orderNumber: 'WW-ÄÖÜ', orderedAt: new Date('2026-11-20T12:00:00Z'), trees: 3 };
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push((await pdfText(await certificatePdf(order, 'de'))).text);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('WW-ÄÖÜ');
  });
});
