/**
 * The information sheet of an asset type (issue 19), in the spirit of the Vermögensanlagen-Informationsblatt:
 * at most three A4 pages, the statutory warning at the top, issuer, project, terms, risks and costs — from
 * the sample data, and marked as a sample.
 */
import { INVESTMENT_LIMITS, sampleCompany, trimDecimal } from '@wurzelwerk/shared';
import type { assetTypes } from '../db/schema';
import { type Locale, pick } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';

/** The asset type an information sheet describes, as stored. */
export type SheetAsset = typeof assetTypes.$inferSelect;

const CATEGORY: Record<Locale, Record<SheetAsset['category'], string>> = {
  de: { trees: 'Bäume', animals: 'Tiere', fields: 'Felder', energy: 'Energie' },
  en: { trees: 'Trees', animals: 'Animals', fields: 'Fields', energy: 'Energy' },
};

/** The statutory warning in German, and in the reader's language after it when that is not German. */
export function warningLines(t: ReturnType<typeof mailTexts>): string[] {
  const lines = [t.german('investment.riskWarning')];
  if (t.locale !== 'de') lines.push(t.text('investment.riskWarning'));
  return lines;
}

export function issuerLine(locale: Locale): string {
  const c = sampleCompany;
  return `${c.name}, ${c.street}, ${c.city}, ${c.country[locale]} · ${c.register} · ${c.email}`;
}

export function informationSheetPdf(
  asset: SheetAsset,
  locale: Locale,
  now = new Date(),
): Promise<Uint8Array> {
  const t = mailTexts(locale);
  const name = pick(locale, asset.nameDe, asset.nameEn);
  const pdf = new PdfWriter({ title: `${t.text('pdf.sheetTitle')}: ${name}`, subject: name, locale });
  pdf
    .title(t.text('pdf.sheetTitle'), t.text('pdf.sheetSubtitle', { date: t.date(now) }))
    .warning(warningLines(t))
    .paragraph(t.text('pdf.sample'), { bold: true })
    .paragraph(t.text('pdf.sheetNotice'), { small: true })
    .heading(t.text('pdf.product'))
    .paragraph(
      t.text('pdf.productText', {
        asset: name,
        category: CATEGORY[locale][asset.category],
        price: t.euro(`${asset.basePriceEuro}.00`),
        min: t.euro(`${INVESTMENT_LIMITS.minEuro}.00`),
      }),
    )
    .heading(t.text('pdf.issuer'))
    .paragraph(issuerLine(locale))
    .heading(t.text('pdf.project'))
    .paragraph(pick(locale, asset.descriptionDe, asset.descriptionEn));
  const production = locale === 'en' ? asset.productionInfoEn : asset.productionInfoDe;
  pdf.facts([
    [t.text('pdf.location'), asset.location],
    [
      t.text('pdf.impact'),
      [t.text('pdf.impactText', { co2: trimDecimal(asset.co2Impact) }), production]
        .filter(Boolean)
        .join(' · '),
    ],
  ]);
  return pdf
    .heading(t.text('pdf.terms'))
    .paragraph(
      t.text('pdf.termsText', {
        months: INVESTMENT_LIMITS.durationMonths,
        rate: trimDecimal(asset.expectedReturn),
      }),
    )
    .heading(t.text('pdf.risks'))
    .paragraph(t.text('pdf.risksText'))
    .heading(t.text('pdf.costs'))
    .paragraph(t.text('pdf.costsText'))
    .heading(t.text('pdf.caps'))
    .paragraph(t.text('pdf.capsText'))
    .heading(t.text('pdf.withdrawalShort'))
    .paragraph(t.text('pdf.withdrawalShortText'))
    .done(t.text('pdf.sample'));
}
