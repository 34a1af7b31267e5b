/** Message ids of the shops' categories and payment methods; literal ids keep the catalogue check honest. */
import type { ShopPaymentMethod } from '@wurzelwerk/shared';
import type { PaymentTexts } from '../../components/PaymentMethodCards';
import type { MessageId } from '../../i18n/messages';
import type { CategoryFilter, ShopCategory } from './catalog';

/** The German shop's categories and the English eco shop demo's (product §2.10, §2.11). */
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

export const paymentTexts = {
  creditcard: { label: 'shop.payment.creditcard', hint: 'shop.payment.creditcardHint' },
  banktransfer: { label: 'shop.payment.banktransfer', hint: 'shop.payment.banktransferHint' },
} as const satisfies Record<ShopPaymentMethod, PaymentTexts>;
