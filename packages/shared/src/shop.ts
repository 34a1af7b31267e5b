/**
 * The German shop (public-and-local-screens.md §2.10, §3, §9; issue 7): products, the checkout input and
 * the shipping rule. One module for the web client and the server, so both price a cart the same way.
 */
import { z } from 'zod';
import { serialId } from './ids';
import { messageSection } from './messages';
import { formatCents, parseCents } from './money';
import { textField } from './text';

export const PRODUCT_CATEGORIES = ['seeds', 'tools', 'books', 'merchandise', 'digital'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const productCategory = z.enum(PRODUCT_CATEGORIES);

/** The English eco shop demo's categories (public-and-local-screens.md §2.11); a local demo, not in the database. */
export const ECO_SHOP_CATEGORIES = ['clothing', 'accessories', 'tech', 'stationery', 'gardening'] as const;
export type EcoShopCategory = (typeof ECO_SHOP_CATEGORIES)[number];

/** The badges a product card may carry besides the discount (spec §2.11): Best and New. */
export const PRODUCT_BADGES = ['best', 'new'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/** Spec §9: a card shows up to 3 features, colours and sizes. */
export const PRODUCT_OPTION_LIMIT = 3;

/**
 * Optional presentation details of a product (spec §2.11, §3 "Shop product (English)"): the product card
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

/** Whole percent off the original price, rounded half up; 0 when the price is not lower (or not a price). */
export function discountPercent(price: string, originalPrice: string): number {
  const cents = parseCents(price);
  const originalCents = parseCents(originalPrice);
  if (cents === null || !originalCents || cents >= originalCents) return 0;
  return Math.round(((originalCents - cents) * 100) / originalCents);
}

/** The cart dialog's payment options (public-and-local-screens.md §9); the investment dialog has its own. */
export const SHOP_PAYMENT_METHODS = ['creditcard', 'banktransfer'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

/** Shipping (§9 Shop): free when the subtotal exceeds 50 €, else 4.99 €. */
export const FREE_SHIPPING_ABOVE_CENTS = 5000;
export const SHIPPING_COST_CENTS = 499;

/**
 * The shipping cost in cents for a subtotal in cents; "exceeds" means exactly 50.00 € still pays. Nothing
 * when nothing is shipped (a cart of digital products only, issue 19).
 */
export function shippingCostCents(subtotalCents: number, shipped = true): number {
  return !shipped || subtotalCents > FREE_SHIPPING_ABOVE_CENTS ? 0 : SHIPPING_COST_CENTS;
}

export const SHOP_LIMITS = {
  maxQuantity: 99,
  maxLines: 50,
  maxFieldLength: 200,
} as const;

/** German (catalogue section `shop`; the server translates them). `outOfStock` is followed by the name. */
export const SHOP_MESSAGES = messageSection('de', 'shop', {
  fieldTooLong: { max: SHOP_LIMITS.maxFieldLength },
  quantity: { max: SHOP_LIMITS.maxQuantity },
  itemsMax: { max: SHOP_LIMITS.maxLines },
  outOfStock: { name: '' },
});

/** A required, trimmed text field of the address with its own message. */
const addressField = (message: string) =>
  textField({ error: message })
    .trim()
    .min(1, message)
    .max(SHOP_LIMITS.maxFieldLength, SHOP_MESSAGES.fieldTooLong);

/** The shop's shipping form, with the order's field names (core-product.md §3). */
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

/** Where the app serves product images (server/assets/images/products). */
export const PRODUCT_MEDIA_PATH = '/media/products';
/** The image path of a sample product, served by the app. */
export const productImageUrl = (slug: string): string => `${PRODUCT_MEDIA_PATH}/${slug}.svg`;

/** Whether any of the lines is shipped, i.e. is not a digital product (then a shipping address is needed). */
export function needsShipping(lines: readonly { digital?: boolean }[]): boolean {
  return lines.some((line) => !line.digital);
}

/**
 * Subtotal, shipping and total of priced lines, all in cents and as decimal strings. Digital lines cost no
 * shipping: a cart of them alone ships nothing, and with physical ones the usual rule applies.
 */
export function cartTotals(lines: readonly { priceCents: number; quantity: number; digital?: boolean }[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const shippingCents = shippingCostCents(subtotalCents, needsShipping(lines));
  const totalCents = subtotalCents + shippingCents;
  return {
    subtotalCents,
    shippingCents,
    totalCents,
    subtotal: formatCents(subtotalCents),
    shipping: formatCents(shippingCents),
    total: formatCents(totalCents),
  };
}
