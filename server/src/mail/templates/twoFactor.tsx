/**
 * The security mail of the second factor (issue 18): two-factor sign-in turned on or off. Kept in a file of
 * its own and spread into MAIL_TEMPLATES (index.tsx), in the shape of the templates there.
 */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Notice, Paragraph } from './layout';
import type { MailTexts } from './texts';

const payload = z.object({ name: z.string(), enabled: z.boolean(), at: z.iso.datetime({ offset: true }) });
type Payload = z.output<typeof payload>;

export const TWO_FACTOR_TEMPLATES = {
  twoFactorChanged: {
    payload,
    subject: (t: MailTexts, p: Payload) =>
      t.text(p.enabled ? 'twoFactorChanged.subjectOn' : 'twoFactorChanged.subjectOff'),
    body: (p: Payload, { t, link }: { t: MailTexts; link: (path: string, token?: string) => string }) => (
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
        <Action t={t} href={link('/forgot-password')} label={t.text('twoFactorChanged.button')} />
      </>
    ),
  },
} as const;
