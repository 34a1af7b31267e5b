/** The security mail of the second factor (issue 18): two-factor sign-in turned on or off. */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Notice, Paragraph } from './layout';
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
} as const;
