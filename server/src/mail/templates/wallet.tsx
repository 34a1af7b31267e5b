/** The wallet's security mail (issue 34, decision 0065): the payout account was set or changed. */
import { BRAND } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Facts } from './layout';
import { SecurityNotice } from './securityNotice';
import { field, MAIL_LINKS, template } from './template';

/** The IBAN with all but its country, check digits and last four characters hidden, in groups of four. */
export const maskedIban = (iban: string) =>
  `${iban.slice(0, 4)}${'•'.repeat(Math.max(0, iban.length - 8))}${iban.slice(-4)}`.replace(
    /(.{4})(?=.)/g,
    '$1 ',
  );

export const WALLET_MAILS = {
  payoutAccountChanged: template({
    payload: z.object({
      name: field.name,
      at: field.timestamp,
      holdUntil: field.timestamp,
      /** Masked (maskedIban): the mail never carries the whole account number. */
      iban: z.string(),
      holder: z.string(),
      first: z.boolean(),
    }),
    subject: (t, p) => t.text(p.first ? 'payoutAccountChanged.subjectFirst' : 'payoutAccountChanged.subject'),
    body: (p, { t, link }) => (
      <>
        <SecurityNotice
          t={t}
          intro={t.text('payoutAccountChanged.intro', {
            brand: BRAND,
            date: t.dateTime(p.at),
            until: t.dateTime(p.holdUntil),
          })}
          warning={t.text('payoutAccountChanged.warning')}
          href={link(MAIL_LINKS.forgotPassword)}
          button={t.text('payoutAccountChanged.button')}
        />
        <Facts
          rows={[
            [t.text('payoutAccountChanged.holder'), p.holder],
            [t.text('payoutAccountChanged.iban'), p.iban],
          ]}
        />
      </>
    ),
  }),
};
