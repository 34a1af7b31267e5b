/**
 * The demo account's sample records (demoAccount.json): its self-disclosure (§ 2a VermAnlG: the caps its
 * investments keep within, issue 19; the investments themselves are in ../moneyHistory.ts), one
 * order in every status (each went through the statuses before it) and the scheduled stream it has a
 * reminder for. Order items name products of the shop catalogue by slug (SAMPLE_SHOP_PRODUCTS); name,
 * price and product id come from it.
 */
import {
  ORDER_STATUSES,
  SHOP_PAYMENT_METHODS,
  selfDisclosureInput,
  shippingAddressSchema,
} from '@wurzelwerk/shared';
import { z } from 'zod';
import demoAccount from './demoAccount.json' with { type: 'json' };

const demoAccountSchema = z.object({
  selfDisclosure: selfDisclosureInput,
  shippingAddress: shippingAddressSchema,
  orders: z.array(
    z.object({
      daysAgo: z.number(),
      status: z.enum(ORDER_STATUSES),
      paymentMethod: z.enum(SHOP_PAYMENT_METHODS),
      items: z.array(z.object({ product: z.string(), quantity: z.number().int().positive() })),
    }),
  ),
  reminderStream: z.string(),
});

export const {
  selfDisclosure: DEMO_SELF_DISCLOSURE,
  shippingAddress: DEMO_SHIPPING_ADDRESS,
  orders: DEMO_ORDERS,
  reminderStream: DEMO_REMINDER_STREAM,
} = demoAccountSchema.parse(demoAccount);
