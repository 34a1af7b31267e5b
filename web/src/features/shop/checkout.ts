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

export type Checkout = CreateOrderInput;

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
