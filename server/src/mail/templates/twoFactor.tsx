/**
 * The security mails of the second factor: two-factor sign-in turned on or off (issue 18); wrong codes
 * after the right password, and codes blocked after too many (issue 31); a passkey added or removed (issue 37).
 */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Small } from './layout';
import { changeNoticeMail, SecurityNotice } from './securityNotice';
import { field, MAIL_LINKS, template } from './template';

export const TWO_FACTOR_MAILS = {
  twoFactorChanged: template({
    payload: z.object({ name: field.name, enabled: z.boolean(), at: field.timestamp }),
    subject: (t, p) => t.text(p.enabled ? 'twoFactorChanged.subjectOn' : 'twoFactorChanged.subjectOff'),
    body: (p, { t, link }) => (
      <SecurityNotice
        t={t}
        intro={t.text(p.enabled ? 'twoFactorChanged.introOn' : 'twoFactorChanged.introOff', {
          brand: BRAND,
          date: t.dateTime(p.at),
        })}
        warning={t.text('twoFactorChanged.warning')}
        href={link(MAIL_LINKS.forgotPassword)}
        button={t.text('twoFactorChanged.button')}
      />
    ),
  }),

  /** A passkey added or removed (issue 37, decision 0083). */
  passkeyChanged: template({
    payload: z.object({ name: field.name, added: z.boolean(), passkey: z.string(), at: field.timestamp }),
    subject: (t, p) => t.text(p.added ? 'passkeyChanged.subjectAdded' : 'passkeyChanged.subjectRemoved'),
    body: (p, { t, link }) => (
      <SecurityNotice
        t={t}
        intro={t.text(p.added ? 'passkeyChanged.introAdded' : 'passkeyChanged.introRemoved', {
          brand: BRAND,
          passkey: p.passkey,
          date: t.dateTime(p.at),
        })}
        warning={t.text('twoFactorChanged.warning')}
        href={link(MAIL_LINKS.forgotPassword)}
        button={t.text('twoFactorChanged.button')}
      />
    ),
  }),

  twoFactorFailures: changeNoticeMail('twoFactorFailures'),

  twoFactorLocked: template({
    payload: z.object({ name: field.name, token: field.token }),
    subject: (t) => t.text('twoFactorLocked.subject'),
    body: (p, { t, link }) => (
      <>
        <SecurityNotice
          t={t}
          intro={t.text('twoFactorLocked.intro', { brand: BRAND })}
          warning={t.text('twoFactorLocked.warning')}
          href={link(MAIL_LINKS.unlockTwoFactor, p.token)}
          button={t.text('twoFactorLocked.button')}
        />
        <Small>{t.text('common.linkOnce24h')}</Small>
      </>
    ),
  }),
} as const;
