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

/** statusIndex: 0 pending, 1 processing, 2 shipped, 3 delivered. */
export const DEMO_ORDERS = [
  {
    daysAgo: 21,
    statusIndex: 3,
    paymentMethod: 'creditcard',
    items: [
      { name: 'Bio-Saatgut-Set Wildblumenwiese', quantity: 2, unitPriceCents: 1290 },
      { name: 'Buch: Permakultur für Einsteiger', quantity: 1, unitPriceCents: 2490 },
      { name: 'Wurzelwerk Baumwolltasche', quantity: 1, unitPriceCents: 990 },
    ],
  },
  {
    daysAgo: 6,
    statusIndex: 2,
    paymentMethod: 'banktransfer',
    items: [{ name: 'Gartenschere aus recyceltem Stahl', quantity: 1, unitPriceCents: 3490 }],
  },
  {
    daysAgo: 3,
    statusIndex: 1,
    paymentMethod: 'creditcard',
    items: [
      { name: 'Insektenhotel aus Lärchenholz', quantity: 1, unitPriceCents: 3990 },
      { name: 'Bio-Kräutersamen (5 Sorten)', quantity: 3, unitPriceCents: 690 },
    ],
  },
  {
    daysAgo: 0,
    statusIndex: 0,
    paymentMethod: 'creditcard',
    items: [{ name: 'Digitaler Kurs: Gärtnern im Klimawandel', quantity: 1, unitPriceCents: 1900 }],
  },
] as const;

/** A scheduled stream the demo account has a reminder for. */
export const DEMO_REMINDER_STREAM = 'unterwegs-mit-der-schaeferin';
