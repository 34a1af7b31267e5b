/**
 * The German shop's cart (product §3 cart line, §4): lines of product id and quantity,
 * a pure reducer, the totals against the current catalogue, and the stored form. Prices are never stored:
 * they come from the catalogue each time, so a reload shows today's prices.
 */
import { cartTotals, type Product, parseCents, SHOP_LIMITS } from '@wurzelwerk/shared';

export interface CartLine {
  productId: number;
  quantity: number;
}

export type CartAction =
  /** One more of a product: a new line, or a higher quantity on its line (product §4). */
  | { type: 'add'; productId: number; limit: number }
  /** A quantity of 0 or less removes the line (product §4). */
  | { type: 'setQuantity'; productId: number; quantity: number; limit: number }
  | { type: 'clear' };

/** How many of a product fit into one line: what is in stock, at most the order line maximum. */
export function quantityLimit(product: Pick<Product, 'stock'>): number {
  return Math.max(0, Math.min(product.stock, SHOP_LIMITS.maxQuantity));
}

export function cartReducer(lines: readonly CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const existing = lines.find((line) => line.productId === action.productId);
      if (!existing) {
        return action.limit >= 1 ? [...lines, { productId: action.productId, quantity: 1 }] : [...lines];
      }
      return setQuantity(lines, action.productId, existing.quantity + 1, action.limit);
    }
    case 'setQuantity':
      return setQuantity(lines, action.productId, action.quantity, action.limit);
    case 'clear':
      return [];
  }
}

function setQuantity(lines: readonly CartLine[], productId: number, quantity: number, limit: number) {
  if (quantity <= 0) return lines.filter((line) => line.productId !== productId);
  return lines.map((line) =>
    line.productId === productId ? { ...line, quantity: Math.min(Math.floor(quantity), limit) } : line,
  );
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface PricedLine {
  product: Product;
  quantity: number;
  priceCents: number;
  totalCents: number;
  /** Not shipped (issue 19): no address, no shipping cost. */
  digital: boolean;
}

/**
 * The cart against the catalogue: lines whose product is no longer offered are left out. Shipping follows
 * the shared rule (`shippingCostCents` inside `cartTotals`), the same one the server applies.
 */
export function priceCart(lines: readonly CartLine[], products: readonly Product[]) {
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced: PricedLine[] = [];
  for (const { productId, quantity } of lines) {
    const product = byId.get(productId);
    if (!product) continue;
    const priceCents = parseCents(product.price) ?? 0;
    priced.push({
      product,
      quantity,
      priceCents,
      totalCents: priceCents * quantity,
      digital: product.digital,
    });
  }
  return { lines: priced, ...cartTotals(priced) };
}

function isStoredLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { productId, quantity } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(productId) &&
    (productId as number) > 0 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= SHOP_LIMITS.maxQuantity
  );
}

/**
 * The cart from its stored JSON. Storage is the user's to edit: malformed lines are dropped, a product id
 * counts at most once (as an order allows it), and unreadable JSON is an empty cart.
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  const lines: CartLine[] = [];
  for (const value of parsed) {
    if (!isStoredLine(value) || seen.has(value.productId)) continue;
    seen.add(value.productId);
    lines.push({ productId: value.productId, quantity: value.quantity });
  }
  return lines;
}
