/** The mails about the account itself: address confirmation, password, data export, deletion. */
import { BRAND } from '@wurzelwerk/shared';
import type { MailTextCode } from '@wurzelwerk/shared/mail-messages';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Action, Notice, Paragraph, Small } from './layout';
import { changeNoticeMail } from './securityNotice';
import { field, MAIL_LINKS, template } from './template';
import type { MailTexts } from './texts';

const { name, token, timestamp } = field;

/** A mail whose subject, intro and button texts all exist under one key. */
type LinkMailKey = {
  [C in MailTextCode]: C extends `${infer K}.button`
    ? `${K}.subject` | `${K}.intro` extends MailTextCode
      ? K
      : never
    : never;
}[MailTextCode];

/** A mail whose point is one link carrying its token: the intro, the button, and the small print under it. */
const tokenLinkMail = (key: LinkMailKey, path: string, smallPrint: (t: MailTexts) => ReactNode) =>
  template({
    payload: z.object({ name, token }),
    subject: (t) => t.text(`${key}.subject`),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text(`${key}.intro`, { brand: BRAND })}</Paragraph>
        <Action t={t} href={link(path, p.token)} label={t.text(`${key}.button`)} />
        {smallPrint(t)}
      </>
    ),
  });

export const ACCOUNT_MAILS = {
  verifyEmail: tokenLinkMail('verifyEmail', MAIL_LINKS.verifyEmail, (t) => (
    <Small>{t.text('common.linkOnce24h')}</Small>
  )),

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

  /** To the old address; its link cancels the change at once (issue 31; mails queued before carry none). */
  emailChangeNotice: template({
    payload: z.object({ name, email: z.string(), token: token.optional() }),
    subject: (t) => t.text('emailChangeNotice.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('emailChangeNotice.intro', { brand: BRAND, email: p.email })}</Paragraph>
        <Notice>
          <Paragraph>
            {t.text(p.token ? 'emailChangeNotice.cancelWarning' : 'emailChangeNotice.warning')}
          </Paragraph>
        </Notice>
        {p.token && (
          <>
            <Action
              t={t}
              href={link(MAIL_LINKS.cancelEmailChange, p.token)}
              label={t.text('emailChangeNotice.button')}
            />
            <Small>{t.text('emailChangeNotice.validity')}</Small>
          </>
        )}
      </>
    ),
  }),

  passwordReset: tokenLinkMail('passwordReset', MAIL_LINKS.resetPassword, (t) => (
    <>
      <Small>{t.text('passwordReset.validity')}</Small>
      <Small>{t.text('common.notRequested')}</Small>
    </>
  )),

  passwordChanged: changeNoticeMail('passwordChanged'),

  exportReady: tokenLinkMail('exportReady', MAIL_LINKS.exportDownload, (t) => (
    <Small>
      {t.text('common.linkOnce24h')} {t.text('exportReady.again')}
    </Small>
  )),

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
