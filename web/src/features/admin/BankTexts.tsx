/**
 * A statement item in the bank page's preview and exception list: the columns both show, and what it did
 * or does, in words.
 */
import type { BankItemOutcome, BankOpenException } from '@wurzelwerk/shared';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { useFormat } from '../../lib/format';
import { type Column, TwoLines } from './AdminTable';

/** Mantine's "colour, dot, shade", built from parts (a quoted dotted literal would read as a message id). */
export const shade = (name: string, index: number) => `${name}.${index}`;
/** The demonstration's badge: light yellow with black text (autoContrast), 4.5:1 in both schemes. */
export const DEMO_COLOUR = shade('yellow', 4);

/** A statement item; an exception also knows the counterparty's IBAN. */
type BankItem = BankItemOutcome & Partial<Pick<BankOpenException, 'counterpartyIban'>>;

/** An item's booking date, counterparty (with the IBAN where known), amount (a debit negative) and reference. */
export function useBankItemColumns(): Column<BankItem>[] {
  const format = useFormat();
  return [
    { label: 'admin.field.date', cell: (item) => format.date(item.bookingDate) },
    {
      label: 'admin.bank.counterparty',
      cell: (item) => <TwoLines main={item.counterpartyName ?? '–'} detail={item.counterpartyIban} />,
    },
    {
      label: 'admin.bank.amount',
      cell: (item) => format.euro((item.direction === 'debit' ? -item.amountCents : item.amountCents) / 100),
    },
    {
      label: 'admin.bank.reference',
      cell: (item) => item.remittance || '–',
      style: { wordBreak: 'break-all' },
    },
  ];
}

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
