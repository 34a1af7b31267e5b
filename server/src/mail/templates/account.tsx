/** The mails about the account itself: address confirmation, password, data export, deletion. */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Notice, Paragraph, Small } from './layout';
import { field, MAIL_LINKS, template } from './template';

const { name, token, timestamp } = field;

export const ACCOUNT_MAILS = {
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
