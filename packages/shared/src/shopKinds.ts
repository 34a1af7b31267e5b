/**
 * The shop's constants and pure rules, apart from its schemas (shop.ts): categories, the shipping rule and
 * the cart's totals, for the web client and the server alike. The shop demo prices its cart with them and
 * loads no zod (issue 16).
 */
import { formatCents, parseCents } from './money';

export const PRODUCT_CATEGORIES = ['seeds', 'tools', 'books', 'merchandise', 'digital'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** The English eco shop demo's categories (product §2.11); a local demo, not in the database. */
export const ECO_SHOP_CATEGORIES = ['clothing', 'accessories', 'tech', 'stationery', 'gardening'] as const;
export type EcoShopCategory = (typeof ECO_SHOP_CATEGORIES)[number];

/** The badges a product card may carry besides the discount (product §2.11): Best and New. */
export const PRODUCT_BADGES = ['best', 'new'] as const;
export type ProductBadge = (typeof PRODUCT_BADGES)[number];

/** Product §9: a card shows up to 3 features, colours and sizes. */
export const PRODUCT_OPTION_LIMIT = 3;

/** Whole percent off the original price, rounded half up; 0 when the price is not lower (or not a price). */
export function discountPercent(price: string, originalPrice: string): number {
  const cents = parseCents(price);
  const originalCents = parseCents(originalPrice);
  if (cents === null || !originalCents || cents >= originalCents) return 0;
  return Math.round(((originalCents - cents) * 100) / originalCents);
}

/** The cart dialog's payment options (product §9); the investment dialog has its own. */
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
