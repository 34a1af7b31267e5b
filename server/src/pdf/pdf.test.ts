/** The PDFs: valid, the fonts embedded (umlauts, „“ and € come back out as text), the warning, the page limit. */
import { describe, expect, test } from 'bun:test';
import { sampleAssetTypes, sampleIssuerOf } from '@wurzelwerk/shared';
import { pdfText, WARNING_DE } from '../../test/pdf';
import { decodeQrInPdf } from '../../test/qr';
import { DEMO_ESCROW_ACCOUNT } from '../banking/escrow';
import { giroCodePayload } from '../banking/girocode';
import { createReference } from '../banking/reference';
import type { AssetRow } from '../domains/assets/catalog';
import { certificatePdf } from './certificate';
import { confirmationPdf } from './confirmation';
import { informationSheetPdf } from './informationSheet';

const sample = sampleAssetTypes[0];
if (!sample) throw new Error('no sample asset type');
const { key: _key, ...issuer } = sampleIssuerOf(sample);
const asset: AssetRow = {
  id: 1,
  slug: sample.slug,
  category: sample.category,
  nameDe: sample.name.de,
  nameEn: sample.name.en,
  descriptionDe: sample.description.de,
  descriptionEn: sample.description.en,
  basePriceEuro: sample.basePriceEuro,
  expectedReturn: sample.expectedReturn,
  co2Impact: sample.co2Impact,
  location: sample.location,
  productionInfoDe: sample.productionInfo?.de ?? null,
  productionInfoEn: sample.productionInfo?.en ?? null,
  issuerId: issuer.id,
  issuer: { ...issuer, createdAt: new Date() },
  termMonths: 18,
  repaymentType: 'annuity',
  paymentFrequency: 'quarterly',
  paymentDeadlineDays: 10,
} as AssetRow;

/** A confirmed investment as the confirmation PDF takes it (each test names its own reference). */
const confirmed = {
  investorName: 'Jürgen Müßig',
  asset: 'Streuobstwiese in der Fränkischen Schweiz',
  quantity: 2,
  amount: '1234.50',
  expectedAnnualReturn: '51.85',
  confirmedAt: new Date('2026-11-02T10:00:00Z'),
  withdrawnAt: null,
};

describe('PDFs', () => {
  test('the information sheet: at most 3 A4 pages, the warning first, umlauts and €, marked as a sample', async () => {
    const { pages, text } = await pdfText(await informationSheetPdf(asset, 'de'));
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain(WARNING_DE);
    expect(text.indexOf(WARNING_DE)).toBeLessThan(text.indexOf('Emittentin'));
    expect(text).toContain('Musterdokument');
    expect(text).toContain('Mischwald-Aufforstung im Nordschwarzwald');
    expect(text).toContain('150,00 €');
    expect(text).toContain('nicht gewährleistet');
    // The asset type's issuer and terms (issue 33), not the platform's placeholder company.
    expect(text).toContain('Muster-Waldgenossenschaft Süd eG, Musterweg 3, 79098 Freiburg im Breisgau');
    expect(text).toContain('Amtsgericht Freiburg, GnR 000001');
    expect(text).not.toContain('Wurzelwerk GmbH (i. G.), Musterstraße');
    expect(text).toContain('Laufzeit 18 Monate');
    expect(text).toContain('als Annuität');
    expect(text).toContain('Zahlungen vierteljährlich');
    expect(text).toContain('innerhalb von 10 Tagen');
    // German decimals everywhere in a German document (issue 36): "0,6 t", "4,2 %", never "0.6" or "4.2".
    expect(text).toContain('0,6 t CO₂');
    expect(text).toContain('4,2 % pro Jahr');
    expect(text).not.toMatch(/\d\.\d{1,2}(?!\d)/);
    expect(text).toContain('Legen Sie nur Geld an');

    const english = await pdfText(await informationSheetPdf(asset, 'en'));
    expect(english.pages).toBeLessThanOrEqual(3);
    expect(english.text).toContain(WARNING_DE);
    expect(english.text).toContain('Investment information sheet');
    expect(english.text).toContain('€150.00');
    expect(english.text).toContain('Germany · Amtsgericht Freiburg');
    expect(english.text).toContain('Term of 18 months');
    expect(english.text).toContain('payments quarterly');
    expect(english.text).toContain('0.6 t of CO₂');
  });

  test('the confirmation: the warning, the withdrawal notice with the date the 14 days end', async () => {
    const data = { ...confirmed, reference: 'inv-123' };
    const { text } = await pdfText(await confirmationPdf(data, 'de'));
    expect(text).toContain(WARNING_DE);
    expect(text).toContain('Widerrufsbelehrung');
    expect(text).toContain('Jürgen Müßig');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('16. November 2026');
    expect(text).toContain('inv-123');
    const english = await pdfText(await confirmationPdf(data, 'en'));
    expect(english.text).toContain('Withdrawal notice');
    expect(english.text).toContain('16 November 2026');
    expect(english.text).toContain(WARNING_DE);
  });

  test('the gift certificate names the order and its trees', async () => {
    const { text } = await pdfText(
      await certificatePdf(
        { orderNumber: 'WW-ABC', orderedAt: new Date('2026-11-20T12:00:00Z'), trees: 3 },
        'de',
      ),
    );
    expect(text).toContain('Baumpflanz-Urkunde');
    expect(text).toContain('3 Bäume');
    expect(text).toContain('WW-ABC');
  });
});

describe('the confirmation with the terms, the issuer and how to pay (issue 33)', () => {
  const base = {
    ...confirmed,
    reference: 'inv-456',
    terms: {
      termMonths: 18,
      expectedReturn: '4.20',
      repaymentType: 'annuity',
      paymentFrequency: 'quarterly',
      paymentDeadlineDays: 10,
    },
    issuer,
  } as const;
  const reference = createReference('INV4564711');
  const real = {
    ...base,
    payment: {
      holder: 'Muster Treuhand GmbH',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      dueAt: new Date('2026-11-12T10:00:00Z'),
      reference,
      demo: false,
    },
  };
  const payload = giroCodePayload({
    name: 'Muster Treuhand GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    amountCents: 123_450,
    reference,
  });

  test('German: the terms, the issuer, the account in groups, the deadline, the reference and the GiroCode', async () => {
    const bytes = await confirmationPdf(real, 'de');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeLessThanOrEqual(3);
    expect(text).toContain('Laufzeit 18 Monate');
    expect(text).toContain('Zins: 4,2 % pro Jahr');
    expect(text).toContain('als Annuität');
    expect(text).toContain('Zahlungen vierteljährlich');
    expect(text).toContain('innerhalb von 10 Tagen');
    expect(text).toContain('Muster-Waldgenossenschaft Süd eG, Musterweg 3, 79098 Freiburg im Breisgau');
    expect(text).toContain('So bezahlen Sie');
    expect(text).toContain('Muster Treuhand GmbH');
    expect(text).toContain('DE89 3704 0044 0532 0130 00');
    expect(text).toContain('COBADEFFXXX');
    expect(text).toContain('1.234,50 €');
    expect(text).toContain('Zahlungsfrist 12. November 2026');
    expect(text).toContain(reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(text).toContain('GiroCode');
    expect(text).not.toContain('Demonstrationskonto');
    // What a banking app reads from the drawn code is the payload of the SVG and the PNG.
    expect(decodeQrInPdf(bytes)).toBe(payload);
  });

  test('English, and the demonstration account says not to transfer', async () => {
    const english = await confirmationPdf(real, 'en');
    const { text } = await pdfText(english);
    expect(text).toContain('Term of 18 months');
    expect(text).toContain('payments quarterly');
    expect(text).toContain('How to pay');
    expect(text).toContain('Payment deadline 12 November 2026');
    expect(text).toContain('Projected interest: 4.2 % a year');
    expect(text).toContain('Germany · Amtsgericht Freiburg');
    expect(decodeQrInPdf(english)).toBe(payload);

    const demo = { ...real, payment: { ...real.payment, ...DEMO_ESCROW_ACCOUNT } };
    for (const [locale, title, line] of [
      ['de', 'Demonstrationskonto', 'Bitte überweisen Sie nichts.'],
      ['en', 'Demonstration account', 'please do not transfer anything.'],
    ] as const) {
      const bytes = await confirmationPdf(demo, locale);
      const demoText = (await pdfText(bytes)).text;
      expect(demoText).toContain(title);
      expect(demoText).toContain(line);
      expect(demoText).toContain('DE50 0000 0000 0123 4567 89');
      expect(decodeQrInPdf(bytes)?.split('\n')).toContain('DE50000000000123456789');
    }
  });

  test('withdrawn, or from a mail before issue 33: no payment block, no code', async () => {
    const withdrawn = await confirmationPdf({ ...real, withdrawnAt: new Date('2026-11-03T10:00:00Z') }, 'de');
    expect((await pdfText(withdrawn)).text).not.toContain('So bezahlen Sie');
    expect(decodeQrInPdf(withdrawn)).toBeUndefined();
    const old = await pdfText(await confirmationPdf({ ...base, terms: undefined, issuer: undefined }, 'de'));
    expect(old.text).toContain('Emittentin und Anbieterin');
    expect(old.text).not.toContain('Laufzeit');
  });
});
