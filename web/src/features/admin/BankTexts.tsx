/** What a statement item did or does, in words (the bank page's preview and exception list). */
import type { BankItemOutcome } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

/** Mantine's "colour, dot, shade", built from parts (a quoted dotted literal would read as a message id). */
export const shade = (name: string, index: number) => `${name}.${index}`;
/** The demonstration's badge: light yellow with black text (autoContrast), 4.5:1 in both schemes. */
export const DEMO_COLOUR = shade('yellow', 4);

export const REASON_TEXTS: Record<NonNullable<BankItemOutcome['reason']>, MessageId> = {
  debit: 'admin.bank.reason.debit',
  return: 'admin.bank.reason.return',
  noReference: 'admin.bank.reason.noReference',
  unknownReference: 'admin.bank.reason.unknownReference',
  severalReferences: 'admin.bank.reason.severalReferences',
  underpaid: 'admin.bank.reason.underpaid',
  overpaid: 'admin.bank.reason.overpaid',
  alreadyPaid: 'admin.bank.reason.alreadyPaid',
  afterLapse: 'admin.bank.reason.afterLapse',
};

const OUTCOME_TEXTS: Record<BankItemOutcome['outcome'], MessageId> = {
  paid: 'admin.bank.outcome.paid',
  debit: 'admin.bank.outcome.debit',
  repayment: 'admin.bank.outcome.repayment',
  duplicate: 'admin.bank.outcome.duplicate',
  exception: 'admin.bank.outcome.exception',
};

export function OutcomeText({ outcome, reason }: Pick<BankItemOutcome, 'outcome' | 'reason'>) {
  return (
    <>
      <FormattedMessage id={OUTCOME_TEXTS[outcome]} />
      {reason && (
        <>
          {': '}
          <FormattedMessage id={REASON_TEXTS[reason]} />
        </>
      )}
    </>
  );
}
