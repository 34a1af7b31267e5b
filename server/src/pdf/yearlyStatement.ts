/**
 * The yearly statement (Jahresübersicht, issue 34, decision 0070): the wallet's opening and closing balance
 * of a calendar year, the year's totals by kind (interest, principal, refunds, withdrawals …), the same by
 * investment with its issuer, and a cautious note on the Anlage KAP — never tax advice.
 */
import { formatCents } from '@wurzelwerk/shared';
import type { Locale } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';

export const YEARLY_KINDS = ['interest', 'principal', 'instalment', 'refund', 'withdrawal', 'other'] as const;
export type YearlyKind = (typeof YEARLY_KINDS)[number];

export interface YearlyStatementPdfData {
  year: number;
  investorName: string;
  createdAt: Date;
  openingBalanceCents: number;
  closingBalanceCents: number;
  totals: Record<YearlyKind, number>;
  investments: {
    investmentId: string;
    asset: { de: string; en: string } | null;
    issuer: { name: string; country: string } | null;
    cents: Record<YearlyKind, number>;
  }[];
}

/** The kinds' rows with an amount (all of them for the totals: a zero says "none"). */
const rows = (t: ReturnType<typeof mailTexts>, cents: Record<YearlyKind, number>, all: boolean) =>
  YEARLY_KINDS.filter((kind) => all || cents[kind] !== 0).map(
    (kind) => [t.text(`pdf.yearlyKind.${kind}`), t.euro(formatCents(cents[kind]))] as [string, string],
  );

export function yearlyStatementPdf(data: YearlyStatementPdfData, locale: Locale): Promise<Uint8Array> {
  const t = mailTexts(locale);
  const year = String(data.year);
  const title = t.text('pdf.yearlyTitle', { year });
  const pdf = new PdfWriter({ title, subject: data.investorName, locale });
  pdf
    .title(title, t.text('pdf.yearlySubtitle', { year, date: t.date(data.createdAt) }))
    .paragraph(data.investorName, { bold: true })
    .facts([
      [t.text('pdf.yearlyOpening', { year }), t.euro(formatCents(data.openingBalanceCents))],
      [t.text('pdf.yearlyClosing', { year }), t.euro(formatCents(data.closingBalanceCents))],
    ])
    .heading(t.text('pdf.yearlyTotals'))
    .facts(rows(t, data.totals, true))
    .heading(t.text('pdf.yearlyByInvestment'));
  if (data.investments.length === 0) pdf.paragraph(t.text('pdf.yearlyNoInvestments'));
  for (const line of data.investments) {
    pdf.paragraph(
      t.text('pdf.yearlyInvestment', {
        asset: line.asset ? line.asset[locale] : line.investmentId,
        issuer: line.issuer?.name ?? t.text('pdf.yearlyUnknownIssuer'),
        reference: line.investmentId,
      }),
      { bold: true },
    );
    pdf.facts(rows(t, line.cents, false));
  }
  pdf
    .heading(t.text('pdf.yearlyTaxTitle'))
    .paragraph(t.text('pdf.yearlyTax'))
    .paragraph(t.text('pdf.yearlyNoAdvice'), { bold: true })
    .paragraph(t.text('pdf.sample'), { small: true });
  return pdf.done(`${title} · ${t.text('pdf.sample')}`);
}
