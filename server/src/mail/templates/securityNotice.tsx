/**
 * The security notices: what happened to the account, a warning for the reader who did not do it, and the
 * button that helps them — a mail of its own for a change at a time, or the body of a larger one.
 */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Notice, Paragraph } from './layout';
import { field, MAIL_LINKS, template } from './template';
import type { MailTexts } from './texts';

export function SecurityNotice(props: {
  t: MailTexts;
  intro: string;
  warning: string;
  href: string;
  button: string;
}) {
  return (
    <>
      <Paragraph>{props.intro}</Paragraph>
      <Notice>
        <Paragraph>{props.warning}</Paragraph>
      </Notice>
      <Action t={props.t} href={props.href} label={props.button} />
    </>
  );
}

/** Something happened to the account at `at`; whoever did not do it resets the password with the button. */
export const changeNoticeMail = (key: 'passwordChanged' | 'twoFactorFailures') =>
  template({
    payload: z.object({ name: field.name, at: field.timestamp }),
    subject: (t) => t.text(`${key}.subject`),
    body: (p, { t, link }) => (
      <SecurityNotice
        t={t}
        intro={t.text(`${key}.intro`, { brand: BRAND, date: t.dateTime(p.at) })}
        warning={t.text(`${key}.warning`)}
        href={link(MAIL_LINKS.forgotPassword)}
        button={t.text(`${key}.button`)}
      />
    ),
  });
