/** The names of the wallet's transaction kinds and withdrawal states, as message ids. */
import type { WalletTransactionKind, WithdrawalState } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

const KIND_LABELS: Record<WalletTransactionKind, MessageId> = {
  payment: 'wallet.kind.payment',
  interest: 'wallet.kind.interest',
  principal: 'wallet.kind.principal',
  payout: 'wallet.kind.payout',
  refund: 'wallet.kind.refund',
  returned: 'wallet.kind.returned',
  withdrawal: 'wallet.kind.withdrawal',
  withdrawal_cancelled: 'wallet.kind.withdrawalCancelled',
};

/** A transfer kind's name; a kind the model adds later shows as "other transaction". */
export const kindLabel = (kind: string): MessageId =>
  Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as WalletTransactionKind] : 'wallet.kind.other';

export const STATE_LABELS: Record<WithdrawalState, MessageId> = {
  requested: 'wallet.state.requested',
  ordered: 'wallet.state.ordered',
  booked: 'wallet.state.booked',
  cancelled: 'wallet.state.cancelled',
};

/** An IBAN in groups of four, as on paper. */
export const groupedIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Cents as the decimal string the API takes ("25.50"). */
export const centsToAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** What a person typed ("1.234,50 €", "25,5", "25.50") as the API's decimal string, or the text as it is. */
export function typedAmount(text: string): string {
  const plain = text.replace(/[\s€]/g, '');
  // A comma is the German decimal mark; dots before it group thousands.
  return plain.includes(',') ? plain.replace(/\./g, '').replace(',', '.') : plain;
}
