import type { InvestmentPaymentMethod, ShopPaymentMethod } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

/** Labels of the payment methods an order may carry (the shop's; older data the others); unknown ones show as stored. */
const PAYMENT_LABEL = {
  creditcard: 'orders.payment.creditcard',
  banktransfer: 'orders.payment.banktransfer',
  paypal: 'orders.payment.paypal',
  crypto: 'orders.payment.crypto',
} as const satisfies Record<ShopPaymentMethod | InvestmentPaymentMethod, MessageId>;

export function paymentMethodLabel(method: string): MessageId | null {
  return Object.hasOwn(PAYMENT_LABEL, method) ? PAYMENT_LABEL[method as keyof typeof PAYMENT_LABEL] : null;
}
