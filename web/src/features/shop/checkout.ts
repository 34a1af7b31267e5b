/**
 * What the cart dialog hands to a shop when the order button is pressed, and what comes back. The
 * signed-in shop sends it to the server; the demo only acknowledges it.
 */
import type { CreateOrderInput, ShippingAddressInput } from '@wurzelwerk/shared';

export type AddressField = keyof ShippingAddressInput;
export const ADDRESS_FIELDS = [
  'name',
  'street',
  'zipCode',
  'city',
  'country',
] as const satisfies readonly AddressField[];

/** The cart's order; the signed-in shop adds the attempt's Idempotency-Key (checkoutKeys). */
export type Checkout = Omit<CreateOrderInput, 'idempotencyKey'>;

export type CheckoutResult =
  | { ok: true; orderNumber: string | null }
  | { ok: false; message: string; fieldErrors: Partial<Record<AddressField, string>> };

/**
 * Field errors from the validation issues of the server's answer (a path such as shippingAddress.city,
 * and a message); issues about other parts of the order stay in the general message.
 */
export function addressFieldErrors(
  issues: readonly { path: string; message: string }[] | undefined,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const { path, message } of issues ?? []) {
    const [head, field] = path.split('.');
    if (head !== 'shippingAddress' || !field) continue;
    const known = ADDRESS_FIELDS.find((name) => name === field);
    if (known && !errors[known]) errors[known] = message;
  }
  return errors;
}

/** A fresh random key (128 bits, hex): also outside a secure context, where crypto.randomUUID is missing. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * The Idempotency-Key of each checkout (issue 31): one per checkout attempt, sent again when the same cart
 * is ordered again after a failure — a lost answer, a 503 — so the server places that order once. Once an
 * order went through, or the cart, address or payment changed, the next order gets a new key.
 */
export function checkoutKeys() {
  let pending: { order: string; key: string } | undefined;
  return {
    keyFor(checkout: Checkout): string {
      const order = JSON.stringify(checkout);
      if (pending?.order !== order) pending = { order, key: randomKey() };
      return pending.key;
    },
    /** The order was placed: its key is used up. */
    placed(): void {
      pending = undefined;
    },
  };
}
