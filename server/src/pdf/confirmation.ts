/**
 * The investment confirmation with the withdrawal notice (Widerrufsbelehrung; issue 19): the statutory
 * warning, the investment, the 14-day period with the date it ends, and how to withdraw. The same document
 * is downloadable (GET /api/investments/{id}/confirmation.pdf) and attached to the investment mail.
 */
import { sampleCompany, withdrawalEnd } from '@wurzelwerk/shared';
import type { Locale } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';
import { issuerLine, warningLines } from './informationSheet';

export interface ConfirmationData {
  reference: string;
  investorName: string;
  asset: string;
  quantity: number;
  amount: string;
  expectedAnnualReturn: string;
  confirmedAt: Date;
  withdrawnAt: Date | null;
}

export function confirmationPdf(data: ConfirmationData, locale: Locale): Promise<Uint8Array> {
  const t = mailTexts(locale);
  const ends = withdrawalEnd(data.confirmedAt);
  const pdf = new PdfWriter({ title: t.text('pdf.confirmationTitle'), subject: data.asset, locale });
  pdf
    .title(t.text('pdf.confirmationTitle'), t.text('pdf.confirmationSubtitle', { reference: data.reference }))
    .warning(warningLines(t))
    .paragraph(t.text('pdf.sample'), { bold: true })
    .facts([
      [t.text('pdf.investor'), data.investorName],
      [t.text('investment.asset'), data.asset],
      [t.text('investment.quantity'), String(data.quantity)],
      [t.text('investment.amount'), t.euro(data.amount)],
      [t.text('investment.expectedReturn'), t.euro(data.expectedAnnualReturn)],
      [t.text('pdf.confirmedAt'), t.dateTime(data.confirmedAt)],
      [t.text('pdf.withdrawalEnds'), t.dateTime(ends)],
      [
        t.text('pdf.status'),
        data.withdrawnAt
          ? t.text('pdf.statusWithdrawn', { date: t.dateTime(data.withdrawnAt) })
          : t.text('pdf.statusActive'),
      ],
    ])
    .heading(t.text('pdf.noticeTitle'))
    .paragraph(t.text('pdf.noticeRight', { start: t.dateTime(data.confirmedAt), end: t.dateTime(ends) }))
    .paragraph(
      t.text('pdf.noticeHow', {
        email: sampleCompany.email,
        address: `${sampleCompany.name}, ${sampleCompany.street}, ${sampleCompany.city}`,
      }),
    )
    .paragraph(t.text('pdf.noticeEffects'))
    .heading(t.text('pdf.issuer'))
    .paragraph(issuerLine(locale), { small: true });
  return pdf.done(t.text('pdf.sample'));
}
