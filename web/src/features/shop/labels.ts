/** Message ids of the shops' categories and payment methods; literal ids keep the catalogue check honest. */
import type { ShopPaymentMethod } from '@wurzelwerk/shared';
import type { MessageId } from '../../i18n/messages';
import type { CategoryFilter, ShopCategory } from './catalog';

/** The German shop's categories and the English eco shop demo's (spec §2.10, §2.11). */
export const categoryLabels = {
  all: 'shop.category.all',
  seeds: 'shop.category.seeds',
  tools: 'shop.category.tools',
  books: 'shop.category.books',
  merchandise: 'shop.category.merchandise',
  digital: 'shop.category.digital',
  clothing: 'shop.category.clothing',
  accessories: 'shop.category.accessories',
  tech: 'shop.category.tech',
  stationery: 'shop.category.stationery',
  gardening: 'shop.category.gardening',
} as const satisfies Record<CategoryFilter<ShopCategory>, MessageId>;

export const paymentLabels = {
  creditcard: 'shop.payment.creditcard',
  banktransfer: 'shop.payment.banktransfer',
} as const satisfies Record<ShopPaymentMethod, MessageId>;

export const paymentHints = {
  creditcard: 'shop.payment.creditcardHint',
  banktransfer: 'shop.payment.banktransferHint',
} as const satisfies Record<ShopPaymentMethod, MessageId>;
