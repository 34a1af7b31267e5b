import type { MessageId } from '../../i18n/messages';

/** The payment options of spec §9; an unknown method is shown as stored. */
const PAYMENT_LABEL: Record<string, MessageId> = {
  creditcard: 'orders.payment.creditcard',
  banktransfer: 'orders.payment.banktransfer',
  paypal: 'orders.payment.paypal',
  crypto: 'orders.payment.crypto',
};

export function paymentMethodLabel(method: string): MessageId | null {
  return Object.hasOwn(PAYMENT_LABEL, method) ? (PAYMENT_LABEL[method] ?? null) : null;
}
