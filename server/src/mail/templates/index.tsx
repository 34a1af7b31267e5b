/**
 * Every mail the app sends (issue 17), in German and English, rendered with react-email to HTML and plain
 * text. The templates live one file per domain (account.tsx, investments.tsx, orders.tsx; what a template is:
 * template.ts); links are built here from PUBLIC_URL, each carrying its token as the `token` query parameter.
 */
import { render, toPlainText } from '@react-email/render';
import { BRAND } from '@wurzelwerk/shared';
import type { z } from 'zod';
import type { Locale } from '../../i18n';
import { attachmentsOf, type MailAttachment } from '../attachments';
import { ACCOUNT_MAILS } from './account';
import { COMPLAINT_MAILS } from './complaints';
import { INVESTMENT_MAILS } from './investments';
import { MailLayout } from './layout';
import { ORDER_MAILS } from './orders';
import type { Template } from './template';
import { mailTexts } from './texts';
import { TWO_FACTOR_MAILS } from './twoFactor';
import { WALLET_MAILS } from './wallet';

export const MAIL_TEMPLATES = {
  ...ACCOUNT_MAILS,
  ...COMPLAINT_MAILS,
  ...INVESTMENT_MAILS,
  ...ORDER_MAILS,
  ...TWO_FACTOR_MAILS,
  ...WALLET_MAILS,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailPayload<N extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[N]['payload']>;

export const isMailTemplate = (value: string): value is MailTemplateName =>
  Object.hasOwn(MAIL_TEMPLATES, value);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
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
  const attachments = await attachmentsOf(mail.template, parsed.data, mail.language);
  return { subject: `${subject} – ${BRAND}`, html, text: toPlainText(html, PLAIN_TEXT), attachments };
}
