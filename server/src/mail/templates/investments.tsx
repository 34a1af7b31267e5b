/** The mails about investments: the confirmation (with the risk notice and withdrawal right) and a withdrawal. */
import { PAYMENT_FREQUENCIES, REPAYMENT_TYPES, withdrawalEnd, withdrawalLastDay } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Facts, Notice, Paragraph } from './layout';
import { field, MAIL_LINKS, template } from './template';
import type { MailTexts } from './texts';

const { name, timestamp, amount } = field;

/** IBAN and RF reference in groups of four, as on paper. */
/** A line about an instalment: its project, amount and due day (YYYY-MM-DD, shown as a date). */
const dueDateText = (
  t: MailTexts,
  id: 'payoutLate.intro' | 'payoutLatePaid.intro',
  p: { asset: string; amount: string; dueDate: string },
) => t.text(id, { asset: p.asset, amount: t.euro(p.amount), date: t.date(`${p.dueDate}T12:00:00Z`) });

const groups = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

export const INVESTMENT_MAILS = {
  investment: template({
    payload: z.object({
      name,
      investmentId: z.string(),
      asset: z.string(),
      quantity: z.number().int(),
      amount,
      expectedAnnualReturn: amount,
      createdAt: timestamp,
      // Since issue 19: the confirmation's time (the withdrawal period's start) and the full name (its PDF).
      confirmedAt: timestamp.optional(),
      investorName: z.string().optional(),
      // Since issue 35: the information sheet acknowledged (its SHA-256), named in the PDF.
      informationSheetVersion: z.string().nullable().optional(),
      // Since issue 33: how to pay (the escrow account, the RF reference, the deadline).
      paymentReference: z.string().optional(),
      paymentDueAt: timestamp.optional(),
      escrow: z
        .object({ holder: z.string(), iban: z.string(), bic: z.string().nullable(), demo: z.boolean() })
        .optional(),
      // Since issue 33: the offer's terms and issuer, for the PDF (mail/attachments.ts).
      terms: z
        .object({
          termMonths: z.number().int(),
          expectedReturn: z.string(),
          repaymentType: z.enum(REPAYMENT_TYPES),
          paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
          paymentDeadlineDays: z.number().int(),
        })
        .optional(),
      issuer: z
        .object({
          name: z.string(),
          legalForm: z.string(),
          street: z.string(),
          postcode: z.string(),
          city: z.string(),
          country: z.string(),
          registerCourt: z.string(),
          registerNumber: z.string(),
        })
        .optional(),
    }),
    subject: (t, p) => t.text('investment.subject', { asset: p.asset }),
    body: (p, { t, link }) => {
      const withdrawUntil = withdrawalEnd(new Date(p.confirmedAt ?? p.createdAt));
      return (
        <>
          <Paragraph>{t.text('investment.intro')}</Paragraph>
          <Facts
            rows={[
              [t.text('investment.asset'), p.asset],
              [t.text('investment.quantity'), String(p.quantity)],
              [t.text('investment.amount'), t.euro(p.amount)],
              [t.text('investment.expectedReturn'), t.euro(p.expectedAnnualReturn)],
              [t.text('investment.date'), t.dateTime(p.createdAt)],
              [t.text('investment.reference'), p.investmentId],
            ]}
          />
          {p.paymentReference && p.paymentDueAt && p.escrow && (
            <>
              <Paragraph>
                <strong>{t.text('investment.paymentTitle')}</strong>
              </Paragraph>
              {p.escrow.demo && (
                <Notice title={t.text('investment.paymentDemoTitle')}>
                  <Paragraph>{t.text('investment.paymentDemo')}</Paragraph>
                </Notice>
              )}
              <Paragraph>{t.text('investment.paymentIntro', { date: t.date(p.paymentDueAt) })}</Paragraph>
              <Facts
                rows={[
                  [t.text('investment.paymentHolder'), p.escrow.holder],
                  [t.text('investment.paymentIban'), groups(p.escrow.iban)],
                  ...(p.escrow.bic
                    ? [[t.text('investment.paymentBic'), p.escrow.bic] as [string, string]]
                    : []),
                  [t.text('investment.amount'), t.euro(p.amount)],
                  [t.text('investment.paymentReference'), groups(p.paymentReference)],
                ]}
              />
            </>
          )}
          <Notice title={t.text('investment.riskTitle')}>
            {/* The statutory wording is German; an English mail gives the translation after it. */}
            <Paragraph>{t.german('investment.riskWarning')}</Paragraph>
            {t.locale === 'de' ? null : <Paragraph>{t.text('investment.riskWarning')}</Paragraph>}
          </Notice>
          <Paragraph>
            <strong>{t.text('investment.withdrawalTitle')}</strong>
          </Paragraph>
          <Paragraph>
            {t.text('investment.withdrawal', { date: t.day(withdrawalLastDay(withdrawUntil)) })}
          </Paragraph>
          <Paragraph>{t.text('investment.withdrawalHow')}</Paragraph>
          <Paragraph>{t.text('attachment.note')}</Paragraph>
          <Action t={t} href={link(MAIL_LINKS.dashboard)} label={t.text('investment.button')} />
        </>
      );
    },
  }),

  withdrawal: template({
    // Since issue 33: whether the paid money went into the wallet.
    payload: z.object({
      name,
      asset: z.string(),
      amount,
      withdrawnAt: timestamp,
      refunded: z.boolean().optional(),
    }),
    subject: (t, p) => t.text('withdrawal.subject', { asset: p.asset }),
    body: (p, { t }) => (
      <>
        <Paragraph>
          {t.text('withdrawal.intro', {
            asset: p.asset,
            amount: t.euro(p.amount),
            date: t.dateTime(p.withdrawnAt),
          })}
        </Paragraph>
        <Paragraph>{t.text(p.refunded ? 'withdrawal.refunded' : 'withdrawal.unpaid')}</Paragraph>
      </>
    ),
  }),

  /** Issue 33: the money did not arrive by the deadline; the investment ended. */
  paymentLapsed: template({
    payload: z.object({ name, asset: z.string(), amount, paymentDueAt: timestamp, reference: z.string() }),
    subject: (t, p) => t.text('paymentLapsed.subject', { asset: p.asset }),
    body: (p, { t }) => (
      <>
        <Paragraph>
          {t.text('paymentLapsed.intro', {
            asset: p.asset,
            amount: t.euro(p.amount),
            date: t.date(p.paymentDueAt),
            reference: p.reference,
          })}
        </Paragraph>
        <Paragraph>{t.text('paymentLapsed.late')}</Paragraph>
      </>
    ),
  }),

  /** Issue 34 (decision 0070): last year's yearly statement can be downloaded on the wallet page. */
  yearlyStatement: template({
    payload: z.object({ name, year: z.number().int() }),
    subject: (t, p) => t.text('yearlyStatement.subject', { year: String(p.year) }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('yearlyStatement.intro', { year: String(p.year) })}</Paragraph>
        <Paragraph>{t.text('yearlyStatement.tax')}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.wallet)} label={t.text('yearlyStatement.button')} />
      </>
    ),
  }),

  /** Issue 34 (decision 0067): a due date passed and the issuer has not paid it yet. */
  payoutLate: template({
    payload: z.object({ name, asset: z.string(), amount, dueDate: z.string() }),
    subject: (t, p) => t.text('payoutLate.subject', { asset: p.asset }),
    body: (p, { t }) => (
      <>
        <Paragraph>{dueDateText(t, 'payoutLate.intro', p)}</Paragraph>
        <Paragraph>{t.text('payoutLate.next')}</Paragraph>
      </>
    ),
  }),

  /** Issue 34 (decision 0067): a due date that was late has now been paid into the wallet. */
  payoutLatePaid: template({
    payload: z.object({ name, asset: z.string(), amount, dueDate: z.string() }),
    subject: (t, p) => t.text('payoutLatePaid.subject', { asset: p.asset }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{dueDateText(t, 'payoutLatePaid.intro', p)}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.wallet)} label={t.text('payoutLatePaid.button')} />
      </>
    ),
  }),
} as const;
