/** The PDFs: valid, the fonts embedded (umlauts, „“ and € come back out as text), the warning, the page limit. */
import { describe, expect, test } from 'bun:test';
import { sampleAssetTypes, sampleIssuerOf } from '@wurzelwerk/shared';
import { pdfText, WARNING_DE } from '../../test/pdf';
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

    const english = await pdfText(await informationSheetPdf(asset, 'en'));
    expect(english.pages).toBeLessThanOrEqual(3);
    expect(english.text).toContain(WARNING_DE);
    expect(english.text).toContain('Investment information sheet');
    expect(english.text).toContain('€150.00');
    expect(english.text).toContain('Germany · Amtsgericht Freiburg');
    expect(english.text).toContain('Term of 18 months');
    expect(english.text).toContain('payments quarterly');
  });

  test('the confirmation: the warning, the withdrawal notice with the date the 14 days end', async () => {
    const data = {
      reference: 'inv-123',
      investorName: 'Jürgen Müßig',
      asset: 'Streuobstwiese in der Fränkischen Schweiz',
      quantity: 2,
      amount: '1234.50',
      expectedAnnualReturn: '51.85',
      confirmedAt: new Date('2026-11-02T10:00:00Z'),
      withdrawnAt: null,
    };
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
