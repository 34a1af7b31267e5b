/**
 * The security mails of the second factor: two-factor sign-in turned on or off (issue 18); wrong codes
 * after the right password, and codes blocked after too many (issue 31).
 */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Notice, Paragraph, Small } from './layout';
import { field, MAIL_LINKS, template } from './template';

export const TWO_FACTOR_MAILS = {
  twoFactorChanged: template({
    payload: z.object({ name: field.name, enabled: z.boolean(), at: field.timestamp }),
    subject: (t, p) => t.text(p.enabled ? 'twoFactorChanged.subjectOn' : 'twoFactorChanged.subjectOff'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>
          {t.text(p.enabled ? 'twoFactorChanged.introOn' : 'twoFactorChanged.introOff', {
            brand: BRAND,
            date: t.dateTime(p.at),
          })}
        </Paragraph>
        <Notice>
          <Paragraph>{t.text('twoFactorChanged.warning')}</Paragraph>
        </Notice>
        <Action t={t} href={link(MAIL_LINKS.forgotPassword)} label={t.text('twoFactorChanged.button')} />
      </>
    ),
  }),

  twoFactorFailures: template({
    payload: z.object({ name: field.name, at: field.timestamp }),
    subject: (t) => t.text('twoFactorFailures.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('twoFactorFailures.intro', { brand: BRAND, date: t.dateTime(p.at) })}</Paragraph>
        <Notice>
          <Paragraph>{t.text('twoFactorFailures.warning')}</Paragraph>
        </Notice>
        <Action t={t} href={link(MAIL_LINKS.forgotPassword)} label={t.text('twoFactorFailures.button')} />
      </>
    ),
  }),

  twoFactorLocked: template({
    payload: z.object({ name: field.name, token: field.token }),
    subject: (t) => t.text('twoFactorLocked.subject'),
    body: (p, { t, link }) => (
      <>
        <Paragraph>{t.text('twoFactorLocked.intro', { brand: BRAND })}</Paragraph>
        <Notice>
          <Paragraph>{t.text('twoFactorLocked.warning')}</Paragraph>
        </Notice>
        <Action
          t={t}
          href={link(MAIL_LINKS.unlockTwoFactor, p.token)}
          label={t.text('twoFactorLocked.button')}
        />
        <Small>{t.text('common.linkOnce24h')}</Small>
      </>
    ),
  }),
} as const;
