/** The demo account's sample records: investments at various ages and one order in every status. */
import type { ShippingAddress } from '@wurzelwerk/shared';

export const DEMO_INVESTMENTS = [
  { assetSlug: 'buergerwindpark-nordfriesland', amountEuro: 2500, daysAgo: 210 },
  { assetSlug: 'mischwald-schwarzwald', amountEuro: 1000, daysAgo: 95 },
  { assetSlug: 'bienenvoelker-kaiserstuhl', amountEuro: 750, daysAgo: 40 },
  { assetSlug: 'bio-dinkel-schwaebische-alb', amountEuro: 500, daysAgo: 9 },
  { assetSlug: 'auwald-mittelelbe', amountEuro: 1200, daysAgo: 2 },
] as const;

export const DEMO_SHIPPING_ADDRESS: ShippingAddress = {
  name: 'Demo Nutzerin',
  street: 'Lindenstraße 12',
  zipCode: '10969',
  city: 'Berlin',
  country: 'Deutschland',
};

/**
 * One order in every status (statusIndex: 0 pending, 1 processing, 2 shipped, 3 delivered). Items name
 * products of the shop catalogue by slug (SAMPLE_SHOP_PRODUCTS); name, price and product id come from it.
 */
export const DEMO_ORDERS = [
  {
    daysAgo: 21,
    statusIndex: 3,
    paymentMethod: 'creditcard',
    items: [
      { product: 'wildblumenmischung-bienenweide', quantity: 2 },
      { product: 'buch-permakultur-im-hausgarten', quantity: 1 },
      { product: 'bio-baumwoll-tasche-wurzelwerk', quantity: 1 },
    ],
  },
  {
    daysAgo: 6,
    statusIndex: 2,
    paymentMethod: 'banktransfer',
    items: [{ product: 'gartenschere-edelstahl-buche', quantity: 1 }],
  },
  {
    daysAgo: 3,
    statusIndex: 1,
    paymentMethod: 'creditcard',
    items: [
      { product: 'trinkflasche-edelstahl-750', quantity: 1 },
      { product: 'kraeutersamen-set-kueche', quantity: 3 },
    ],
  },
  {
    daysAgo: 0,
    statusIndex: 0,
    paymentMethod: 'creditcard',
    items: [{ product: 'buch-gruen-investieren', quantity: 1 }],
  },
] as const;

/** A scheduled stream the demo account has a reminder for. */
export const DEMO_REMINDER_STREAM = 'unterwegs-mit-der-schaeferin';
