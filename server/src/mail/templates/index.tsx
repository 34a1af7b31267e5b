/**
 * Every mail the app sends (issue 17): its payload (what the outbox row carries, checked before rendering),
 * its subject and its body, in German and English, rendered with react-email to HTML and plain text.
 * Links are built here from PUBLIC_URL, each carrying its token as the `token` query parameter.
 */
import { render, toPlainText } from '@react-email/render';
import { BRAND, INVESTMENT_LIMITS, orderSubtotal } from '@wurzelwerk/shared';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../i18n';
import { Action, Facts, FactsTable, MailLayout, Notice, Paragraph, Small } from './layout';
import { type MailTexts, mailTexts } from './texts';

/** Where the links of mails lead (the web app's routes and the export download). */
export const MAIL_LINKS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  exportDownload: '/api/account/export/download',
  dashboard: '/',
  orders: '/orders',
} as const;

interface RenderContext {
  t: MailTexts;
  /** An address of the app; with a token, that token as the `token` query parameter. */
  link: (path: string, token?: string) => string;
}

interface Template<P extends z.ZodType> {
  payload: P;
  subject: (t: MailTexts, payload: z.output<P>) => string;
  body: (payload: z.output<P>, context: RenderContext) => ReactElement;
}

const template = <P extends z.ZodType>(definition: Template<P>) => definition;

const name = z.string();
const token = z.string().min(1);
const timestamp = z.iso.datetime({ offset: true });
const amount = z.string();

export const MAIL_TEMPLATES = {
  verifyEmail: template({
    payload: z.object({ name, token }),
    subject: (t) => t.text('verifyEmail.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('verifyEmail.intro', { brand: BRAND })}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.verifyEmail, p.token)} label={t.text('verifyEmail.button')} />
        <Small>{t.text('common.linkOnce24h')}</Small>
      </>
    ),
  }),

  emailChangeConfirm: template({
    payload: z.object({ name, email: z.string(), token }),
    subject: (t) => t.text('emailChangeConfirm.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('emailChangeConfirm.intro', { brand: BRAND, email: p.email })}</Paragraph>
        <Action
          t={t}
          href={link(MAIL_LINKS.verifyEmail, p.token)}
          label={t.text('emailChangeConfirm.button')}
        />
        <Small>{t.text('common.linkOnce24h')}</Small>
        <Small>{t.text('common.notRequested')}</Small>
      </>
    ),
  }),

  emailChangeNotice: template({
    payload: z.object({ name, email: z.string() }),
    subject: (t) => t.text('emailChangeNotice.subject'),
    body: (p, { t }) => (
      <>
        <Paragraph>{t.text('emailChangeNotice.intro', { brand: BRAND, email: p.email })}</Paragraph>
        <Notice>
          <Paragraph>{t.text('emailChangeNotice.warning')}</Paragraph>
        </Notice>
      </>
    ),
  }),

  passwordReset: template({
    payload: z.object({ name, token }),
    subject: (t) => t.text('passwordReset.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('passwordReset.intro', { brand: BRAND })}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.resetPassword, p.token)} label={t.text('passwordReset.button')} />
        <Small>{t.text('passwordReset.validity')}</Small>
        <Small>{t.text('common.notRequested')}</Small>
      </>
    ),
  }),

  passwordChanged: template({
    payload: z.object({ name, at: timestamp }),
    subject: (t) => t.text('passwordChanged.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('passwordChanged.intro', { brand: BRAND, date: t.dateTime(p.at) })}</Paragraph>
        <Notice>
          <Paragraph>{t.text('passwordChanged.warning')}</Paragraph>
        </Notice>
        <Action t={t} href={link(MAIL_LINKS.forgotPassword)} label={t.text('passwordChanged.button')} />
      </>
    ),
  }),

  investment: template({
    payload: z.object({
      name,
      investmentId: z.string(),
      asset: z.string(),
      quantity: z.number().int(),
      amount,
      expectedAnnualReturn: amount,
      createdAt: timestamp,
    }),
    subject: (t, p) => t.text('investment.subject', { asset: p.asset }),
    body: (p, { t, link }) => {
      const withdrawUntil = new Date(
        new Date(p.createdAt).getTime() + INVESTMENT_LIMITS.withdrawalDays * 86_400_000,
      );
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
          <Notice title={t.text('investment.riskTitle')}>
            {/* The statutory wording is German; an English mail gives the translation after it. */}
            <Paragraph>{t.german('investment.riskWarning')}</Paragraph>
            {t.locale === 'de' ? null : <Paragraph>{t.text('investment.riskWarning')}</Paragraph>}
          </Notice>
          <Paragraph>
            <strong>{t.text('investment.withdrawalTitle')}</strong>
          </Paragraph>
          <Paragraph>{t.text('investment.withdrawal', { date: t.date(withdrawUntil) })}</Paragraph>
          <Paragraph>{t.text('investment.withdrawalHow')}</Paragraph>
          <Action t={t} href={link(MAIL_LINKS.dashboard)} label={t.text('investment.button')} />
        </>
      );
    },
  }),

  withdrawal: template({
    payload: z.object({ name, asset: z.string(), amount, withdrawnAt: timestamp }),
    subject: (t, p) => t.text('withdrawal.subject', { asset: p.asset }),
    body: (p, { t }) => (
      <Paragraph>
        {t.text('withdrawal.intro', {
          asset: p.asset,
          amount: t.euro(p.amount),
          date: t.dateTime(p.withdrawnAt),
        })}
      </Paragraph>
    ),
  }),

  order: template({
    payload: z.object({
      name,
      orderNumber: z.string(),
      items: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: amount })),
      shippingCost: amount,
      totalAmount: amount,
      paymentMethod: z.enum(['creditcard', 'banktransfer']),
      /** Null for digital products only: nothing is shipped. */
      address: z
        .object({
          name: z.string(),
          street: z.string(),
          zipCode: z.string(),
          city: z.string(),
          country: z.string(),
        })
        .nullable(),
    }),
    subject: (t, p) => t.text('order.subject', { orderNumber: p.orderNumber }),
    body: (p, { t, link }) => {
      const subtotal = orderSubtotal(p.totalAmount, p.shippingCost);
      const cell = { fontSize: '14px', padding: '4px 8px 4px 0' };
      return (
        <>
          <Paragraph>{t.text('order.intro', { brand: BRAND, orderNumber: p.orderNumber })}</Paragraph>
          <FactsTable style={{ width: '100%' }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>{t.text('order.item')}</th>
                <th style={{ ...cell, textAlign: 'right' }}>{t.text('order.quantity')}</th>
                <th style={{ ...cell, textAlign: 'right' }}>{t.text('order.total')}</th>
              </tr>
            </thead>
            <tbody>
              {p.items.map((item, index) => (
                // Two lines may carry the same name; their place in the order tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
                <tr key={index}>
                  <td style={cell}>{item.name}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{item.quantity}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{t.euro(item.total)}</td>
                </tr>
              ))}
            </tbody>
          </FactsTable>
          <Facts
            rows={[
              ...(subtotal === null
                ? []
                : [[t.text('order.subtotal'), t.euro(subtotal)] as [string, string]]),
              [
                t.text('order.shipping'),
                Number(p.shippingCost) === 0 ? t.text('order.freeShipping') : t.euro(p.shippingCost),
              ],
              [t.text('order.grandTotal'), t.euro(p.totalAmount)],
              [t.text('order.payment'), t.text(`order.payment.${p.paymentMethod}`)],
              p.address
                ? [
                    t.text('order.address'),
                    <>
                      {p.address.name}
                      <br />
                      {p.address.street}
                      <br />
                      {p.address.zipCode} {p.address.city}
                      <br />
                      {p.address.country}
                    </>,
                  ]
                : [t.text('order.address'), t.text('order.digitalDelivery')],
            ]}
          />
          <Action t={t} href={link(MAIL_LINKS.orders)} label={t.text('orderShipped.button')} />
        </>
      );
    },
  }),

  orderShipped: template({
    payload: z.object({ name, orderNumber: z.string(), trackingNumber: z.string(), carrier: z.string() }),
    subject: (t, p) => t.text('orderShipped.subject', { orderNumber: p.orderNumber }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>
          {t.text('orderShipped.intro', { orderNumber: p.orderNumber, carrier: p.carrier })}
        </Paragraph>
        <Facts
          rows={[
            [t.text('orderShipped.tracking'), p.trackingNumber],
            [t.text('orderShipped.carrier'), p.carrier],
          ]}
        />
        <Action t={t} href={link(MAIL_LINKS.orders)} label={t.text('orderShipped.button')} />
      </>
    ),
  }),

  exportReady: template({
    payload: z.object({ name, token }),
    subject: (t) => t.text('exportReady.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('exportReady.intro', { brand: BRAND })}</Paragraph>
        <Action t={t} href={link(MAIL_LINKS.exportDownload, p.token)} label={t.text('exportReady.button')} />
        <Small>
          {t.text('common.linkOnce24h')} {t.text('exportReady.again')}
        </Small>
      </>
    ),
  }),

  accountDeleted: template({
    payload: z.object({ name, at: timestamp }),
    subject: (t) => t.text('accountDeleted.subject'),
    body: (p, { t }) => (
      <>
        <Paragraph>{t.text('accountDeleted.intro', { brand: BRAND, date: t.dateTime(p.at) })}</Paragraph>
        <Paragraph>{t.text('accountDeleted.farewell')}</Paragraph>
      </>
    ),
  }),
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailPayload<N extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[N]['payload']>;

export const isMailTemplate = (value: string): value is MailTemplateName =>
  Object.hasOwn(MAIL_TEMPLATES, value);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Plain text: tables as rows of columns (not a line per cell); no wrapping, so a sentence stays whole. */
const PLAIN_TEXT = {
  wordwrap: false as const,
  selectors: [{ selector: 'table.facts', format: 'dataTable' }],
};

/** A payload that does not fit its template: the row can never be sent (a permanent failure). */
export class MailPayloadError extends Error {}

/** Renders an outbox row's mail in its language; links start with `publicUrl`. */
export async function renderMail(
  mail: { template: string; language: Locale; payload: unknown },
  publicUrl: string,
): Promise<RenderedMail> {
  if (!isMailTemplate(mail.template)) throw new MailPayloadError(`unknown mail template ${mail.template}`);
  const definition = MAIL_TEMPLATES[mail.template] as unknown as Template<z.ZodType<{ name: string }>>;
  const parsed = definition.payload.safeParse(mail.payload);
  if (!parsed.success) throw new MailPayloadError(`the payload does not fit the template ${mail.template}`);
  const t = mailTexts(mail.language);
  const link = (path: string, value?: string) =>
    `${publicUrl}${path}${value === undefined ? '' : `?token=${encodeURIComponent(value)}`}`;
  const subject = definition.subject(t, parsed.data);
  const element = (
    <MailLayout t={t} name={parsed.data.name} preview={subject}>
      {definition.body(parsed.data, { t, link })}
    </MailLayout>
  );
  const html = await render(element);
  // The text from the HTML once rendered (what render's plainText option does after rendering again).
  return { subject: `${subject} – ${BRAND}`, html, text: toPlainText(html, PLAIN_TEXT) };
}
