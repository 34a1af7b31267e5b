/**
 * Files attached to a mail, made when it is sent from what its outbox row holds (issue 19): the investment
 * mail carries the confirmation with the withdrawal notice as a PDF — since issue 33 with the offer's terms
 * and issuer and how to pay (GiroCode included), when the row holds them. Nothing is stored beside the row,
 * so the outbox stays as it was (docs/decisions/0024); a file that cannot be made fails the send like a
 * template that cannot be rendered.
 */

import { mailText } from '@wurzelwerk/shared/mail-messages';
import type { Locale } from '../i18n';
import type { ConfirmationData } from '../pdf/confirmation';
import { pdfFileName } from '../pdf/document';
import { confirmationPdfOffThread } from '../pdf/offThread';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

interface InvestmentPayload {
  name: string;
  investorName?: string | undefined;
  investmentId: string;
  asset: string;
  quantity: number;
  amount: string;
  expectedAnnualReturn: string;
  createdAt: string;
  confirmedAt?: string | undefined;
  paymentReference?: string | undefined;
  paymentDueAt?: string | undefined;
  escrow?: { holder: string; iban: string; bic: string | null; demo: boolean } | undefined;
  terms?: ConfirmationData['terms'];
  issuer?: ConfirmationData['issuer'];
  informationSheetVersion?: string | null | undefined;
}

/** What the confirmation PDF shows of an investment mail's payload. */
export function confirmationDataOf(p: InvestmentPayload): ConfirmationData {
  return {
    reference: p.investmentId,
    investorName: p.investorName ?? p.name,
    asset: p.asset,
    quantity: p.quantity,
    amount: p.amount,
    expectedAnnualReturn: p.expectedAnnualReturn,
    confirmedAt: new Date(p.confirmedAt ?? p.createdAt),
    withdrawnAt: null,
    terms: p.terms,
    issuer: p.issuer,
    informationSheetVersion: p.informationSheetVersion,
    payment:
      p.escrow && p.paymentReference && p.paymentDueAt
        ? { ...p.escrow, reference: p.paymentReference, dueAt: new Date(p.paymentDueAt) }
        : undefined,
  };
}

export async function attachmentsOf(
  template: string,
  payload: unknown,
  language: Locale,
): Promise<MailAttachment[]> {
  if (template !== 'investment') return [];
  const p = payload as InvestmentPayload;
  // On its own thread: the worker shares the event loop with the server's requests.
  const content = await confirmationPdfOffThread(confirmationDataOf(p), language);
  const filename = pdfFileName(mailText(language, 'attachment.confirmation'), p.investmentId.slice(0, 8));
  return [{ filename, contentType: 'application/pdf', content }];
}
