/**
 * The investment confirmation with the withdrawal notice (Widerrufsbelehrung; issue 19): the statutory
 * warning, the investment, the offer's terms and issuer, how to pay (the escrow account, the deadline, the
 * RF reference and the GiroCode; issue 33), the 14-day period with the date it ends, and how to withdraw.
 * The same document is downloadable (GET /api/investments/{id}/confirmation.pdf) and attached to the
 * investment mail.
 */
import {
  type PaymentFrequency,
  type RepaymentType,
  sampleCompany,
  withdrawalEnd,
  withdrawalLastDay,
} from '@wurzelwerk/shared';
import { decimalToCents } from '../banking/amount';
import { giroCodeMatrix } from '../banking/girocode';
import { formatIban } from '../banking/iban';
import { formatReference } from '../banking/reference';
import type { Locale } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';
import { assetIssuerLine, type IssuerFields, issuerLine, warningLines } from './informationSheet';

/** The offer's terms (issue 33, decision 0055): fixed once someone invested. */
export interface ConfirmationTerms {
  termMonths: number;
  /** The projected interest in % a year, as stored (e.g. "4.20"). */
  expectedReturn: string;
  repaymentType: RepaymentType;
  paymentFrequency: PaymentFrequency;
  paymentDeadlineDays: number;
}

/** How to pay (decision 0057): absent once nothing is to be paid, and in mails from before issue 33. */
export interface ConfirmationPayment {
  holder: string;
  iban: string;
  bic: string | null;
  dueAt: Date;
  /** The ISO 11649 RF reference the transfer must name. */
  reference: string;
  /** The made-up sample account: the document says not to transfer anything. */
  demo: boolean;
}

export interface ConfirmationData {
  reference: string;
  investorName: string;
  asset: string;
  quantity: number;
  amount: string;
  expectedAnnualReturn: string;
  confirmedAt: Date;
  withdrawnAt: Date | null;
  terms?: ConfirmationTerms | undefined;
  issuer?: IssuerFields | undefined;
  payment?: ConfirmationPayment | undefined;
  /** The information sheet acknowledged before confirming (SHA-256 of its PDF; issue 35), where known. */
  informationSheetVersion?: string | null | undefined;
}

function paymentBlock(pdf: PdfWriter, t: ReturnType<typeof mailTexts>, data: ConfirmationData) {
  const { payment } = data;
  const amountCents = decimalToCents(data.amount);
  if (!payment || amountCents === null) return;
  pdf.heading(t.text('investment.paymentTitle'));
  if (payment.demo) pdf.warning([t.text('investment.paymentDemoTitle'), t.text('investment.paymentDemo')]);
  pdf
    .paragraph(t.text('pdf.paymentIntro', { date: t.date(payment.dueAt) }))
    .facts([
      [t.text('investment.paymentHolder'), payment.holder],
      [t.text('investment.paymentIban'), formatIban(payment.iban)],
      ...(payment.bic ? [[t.text('investment.paymentBic'), payment.bic] as [string, string]] : []),
      [t.text('investment.amount'), t.euro(data.amount)],
      [t.text('pdf.paymentDue'), t.date(payment.dueAt)],
      [t.text('investment.paymentReference'), formatReference(payment.reference)],
    ]);
  const matrix = giroCodeMatrix({
    name: payment.holder,
    iban: payment.iban,
    ...(payment.bic ? { bic: payment.bic } : {}),
    amountCents,
    reference: payment.reference,
  });
  pdf.qrCode(matrix, t.text(payment.demo ? 'pdf.giroCodeDemo' : 'pdf.giroCode'));
}

export function confirmationPdf(data: ConfirmationData, locale: Locale): Promise<Uint8Array> {
  const t = mailTexts(locale);
  const ends = withdrawalEnd(data.confirmedAt);
  // Its last day at 24:00 Berlin, in the facts and in the notice alike (decision 0074).
  const endsAt = t.text('pdf.withdrawalEndsAt', { date: t.day(withdrawalLastDay(ends)) });
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
      ...(data.informationSheetVersion
        ? [[t.text('pdf.sheetVersion'), data.informationSheetVersion] as [string, string]]
        : []),
      [t.text('pdf.withdrawalEnds'), endsAt],
      [
        t.text('pdf.status'),
        data.withdrawnAt
          ? t.text('pdf.statusWithdrawn', { date: t.dateTime(data.withdrawnAt) })
          : t.text('pdf.statusActive'),
      ],
    ]);
  if (data.terms) {
    pdf.heading(t.text('pdf.terms')).paragraph(
      t.text('pdf.termsText', {
        months: data.terms.termMonths,
        rate: t.decimal(data.terms.expectedReturn),
        repayment: t.text(`pdf.repayment.${data.terms.repaymentType}`),
        frequency: t.text(`pdf.frequency.${data.terms.paymentFrequency}`),
        days: data.terms.paymentDeadlineDays,
      }),
    );
  }
  if (data.issuer) pdf.heading(t.text('pdf.sheetIssuer')).paragraph(assetIssuerLine(data.issuer, locale));
  if (!data.withdrawnAt) paymentBlock(pdf, t, data);
  pdf
    .heading(t.text('pdf.noticeTitle'))
    .paragraph(t.text('pdf.noticeRight', { start: t.dateTime(data.confirmedAt), end: endsAt }))
    .paragraph(
      t.text('pdf.noticeHow', {
        email: sampleCompany.email,
        address: `${sampleCompany.name}, ${sampleCompany.street}, ${sampleCompany.city}`,
      }),
    )
    .paragraph(t.text('pdf.noticeEffects'))
    // With the offer's issuer named above, the platform's own line is the platform's (the offer's broker).
    .heading(t.text(data.issuer ? 'pdf.platform' : 'pdf.issuer'))
    .paragraph(issuerLine(locale), { small: true });
  return pdf.done(t.text('pdf.sample'));
}
