/**
 * The information sheet of an asset type (issue 19), in the spirit of the Vermögensanlagen-Informationsblatt:
 * at most three A4 pages, the statutory warning at the top, issuer, project, terms, risks and costs — from
 * the sample data, and marked as a sample.
 */
import {
  basisPointsFraction,
  INVESTMENT_LIMITS,
  intlLocale,
  PLATFORM_FEES,
  sampleCompany,
} from '@wurzelwerk/shared';
import type { assetTypes, issuers } from '../db/schema';
import { type Locale, pick } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';

/** The asset type an information sheet describes, as stored, with its issuer (issue 33). */
export type SheetAsset = typeof assetTypes.$inferSelect & { issuer: typeof issuers.$inferSelect };

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

/** The platform's own line (the confirmation names it); an asset type's issuer is `assetIssuerLine`. */
/** The fees of the costs page (issue 35, /kosten) as the sheet names them. */
function costValues(locale: Locale) {
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 });
  return {
    placement: percent.format(basisPointsFraction(PLATFORM_FEES.issuerPlacementBasisPoints)),
    administration: percent.format(basisPointsFraction(PLATFORM_FEES.issuerAdministrationBasisPoints)),
    url: `${sampleCompany.email.split('@')[1]}/kosten`,
  };
}

export function issuerLine(locale: Locale): string {
  const c = sampleCompany;
  return `${c.name}, ${c.street}, ${c.city}, ${c.country[locale]} · ${c.register} · ${c.email}`;
}

/** What an issuer's line names (a stored issuer has more). */
export type IssuerFields = Pick<
  SheetAsset['issuer'],
  'name' | 'legalForm' | 'street' | 'postcode' | 'city' | 'country' | 'registerCourt' | 'registerNumber'
>;

/** An asset type's issuer: name and legal form, address, country, register (issue 33). */
export function assetIssuerLine(issuer: IssuerFields, locale: Locale): string {
  const country =
    new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }).of(issuer.country) ?? issuer.country;
  return [
    `${issuer.name} ${issuer.legalForm}`,
    issuer.street,
    `${issuer.postcode} ${issuer.city}`,
    `${country} · ${issuer.registerCourt}, ${issuer.registerNumber}`,
  ].join(', ');
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
    .heading(t.text('pdf.sheetIssuer'))
    .paragraph(assetIssuerLine(asset.issuer, locale))
    .heading(t.text('pdf.project'))
    .paragraph(pick(locale, asset.descriptionDe, asset.descriptionEn));
  const production = locale === 'en' ? asset.productionInfoEn : asset.productionInfoDe;
  pdf.facts([
    [t.text('pdf.location'), asset.location],
    [
      t.text('pdf.impact'),
      [t.text('pdf.impactText', { co2: t.decimal(asset.co2Impact) }), production].filter(Boolean).join(' · '),
    ],
  ]);
  return pdf
    .heading(t.text('pdf.terms'))
    .paragraph(
      t.text('pdf.termsText', {
        months: asset.termMonths,
        rate: t.decimal(asset.expectedReturn),
        repayment: t.text(`pdf.repayment.${asset.repaymentType}`),
        frequency: t.text(`pdf.frequency.${asset.paymentFrequency}`),
        days: asset.paymentDeadlineDays,
      }),
    )
    .heading(t.text('pdf.risks'))
    .paragraph(t.text('pdf.risksText'))
    .heading(t.text('pdf.costs'))
    .paragraph(t.text('pdf.costsText', costValues(locale)))
    .heading(t.text('pdf.caps'))
    .paragraph(t.text('pdf.capsText'))
    .heading(t.text('pdf.withdrawalShort'))
    .paragraph(t.text('pdf.withdrawalShortText'))
    .done(t.text('pdf.sample'));
}
