/** Message ids of the shop's categories and payment methods; literal ids keep the catalogue check honest. */
import type { ProductCategory, ShopPaymentMethod } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';

export const categoryLabels = {
  all: 'shop.category.all',
  seeds: 'shop.category.seeds',
  tools: 'shop.category.tools',
  books: 'shop.category.books',
  merchandise: 'shop.category.merchandise',
  digital: 'shop.category.digital',
} as const satisfies Record<ProductCategory | 'all', MessageId>;

export const paymentLabels = {
  creditcard: 'shop.payment.creditcard',
  banktransfer: 'shop.payment.banktransfer',
} as const satisfies Record<ShopPaymentMethod, MessageId>;

export const paymentHints = {
  creditcard: 'shop.payment.creditcardHint',
  banktransfer: 'shop.payment.banktransferHint',
} as const satisfies Record<ShopPaymentMethod, MessageId>;
