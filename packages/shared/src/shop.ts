/**
 * The German shop's schemas (product §2.10, §3, §9; issue 7): products and the checkout
 * input. Its constants and the shipping rule are in shopKinds.ts, one module for the web client and the
 * server, so both price a cart the same way.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageIds } from './messages';
import { PRODUCT_BADGES, PRODUCT_CATEGORIES, SHOP_LIMITS, SHOP_PAYMENT_METHODS } from './shopKinds';
import { lineField } from './text';

export const productCategory = z.enum(PRODUCT_CATEGORIES);

/**
 * Optional presentation details of a product (product §2.11, §3 "Shop product (English)"): the product card
 * shows each one that is present. The German shop's products have none; the eco shop demo's have them.
 */
const options = z.array(z.string()).readonly().optional();
export const productDetailsSchema = z.object({
  badges: z.array(z.enum(PRODUCT_BADGES)).readonly().optional(),
  /** The price before the discount, euro as a decimal string; absent when the product is not reduced. */
  originalPrice: z.string().optional(),
  features: options,
  colors: options,
  sizes: options,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** The schemas' messages: ids of the catalogue's section `shop`, rendered in the reader's language. */
export const SHOP_MESSAGES = messageIds('shop', {
  fieldTooLong: { max: SHOP_LIMITS.maxFieldLength },
  quantity: { max: SHOP_LIMITS.maxQuantity },
  itemsMax: { max: SHOP_LIMITS.maxLines },
});

/** A required, trimmed text field of the address with its own message. */
const addressField = (message: string) =>
  lineField({ error: message })
    .trim()
    .min(1, message)
    .max(SHOP_LIMITS.maxFieldLength, SHOP_MESSAGES.fieldTooLong);

/** The shop's shipping form, with the order's field names (product §3). */
export const shippingAddressInput = z.object(
  {
    name: addressField(SHOP_MESSAGES.name),
    street: addressField(SHOP_MESSAGES.street),
    zipCode: addressField(SHOP_MESSAGES.zipCode),
    city: addressField(SHOP_MESSAGES.city),
    country: addressField(SHOP_MESSAGES.country),
  },
  { error: SHOP_MESSAGES.shippingAddress },
);
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;

export const orderLineInput = z.object({
  productId: serialId(SHOP_MESSAGES.productId),
  quantity: z
    .number({ error: SHOP_MESSAGES.quantity })
    .int(SHOP_MESSAGES.quantity)
    .min(1, SHOP_MESSAGES.quantity)
    .max(SHOP_LIMITS.maxQuantity, SHOP_MESSAGES.quantity),
});

/**
 * A checkout: product ids and quantities only. Prices are never taken from the client — the server
 * prices from its own catalogue; unknown keys (a client's `price`) are stripped by zod.
 */
export const createOrderInput = z.object({
  items: z
    .array(orderLineInput, { error: SHOP_MESSAGES.items })
    .min(1, SHOP_MESSAGES.itemsMin)
    .max(SHOP_LIMITS.maxLines, SHOP_MESSAGES.itemsMax)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      message: SHOP_MESSAGES.itemsDuplicate,
    }),
  /** Required unless every product is digital (checked by the server, which knows the products). */
  shippingAddress: shippingAddressInput.optional(),
  paymentMethod: z.enum(SHOP_PAYMENT_METHODS, { error: SHOP_MESSAGES.paymentMethod }),
  /**
   * Optional Idempotency-Key (the REST adapter takes it from the header): a retry with the same key and
   * the same order gets the first order; with another order → 409.
   */
  idempotencyKey: lineField().min(1).max(200).optional(),
});
export type CreateOrderInput = z.input<typeof createOrderInput>;

/** A product as the API returns it; name, description and co2Impact in the request's language. */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: productCategory,
  /** Decimal string with two places, e.g. "12.99". */
  price: z.string(),
  /** 0–5 with one decimal. */
  rating: z.number(),
  reviews: z.number().int(),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** 0–100. */
  sustainabilityScore: z.number().int(),
  co2Impact: z.string().nullable(),
  /** /media/products/<slug>.svg */
  imageUrl: z.string(),
  /** A digital product (e-book, online course, voucher): not shipped, no address, no shipping cost. */
  digital: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
