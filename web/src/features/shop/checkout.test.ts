import { describe, expect, test } from 'bun:test';
import { addressFieldErrors, type Checkout, checkoutKeys } from './checkout';

describe('addressFieldErrors', () => {
  test('maps address issues to their fields, the first message per field', () => {
    expect(
      addressFieldErrors([
        { path: 'shippingAddress.name', message: 'Name fehlt' },
        { path: 'shippingAddress.zipCode', message: 'PLZ fehlt' },
        { path: 'shippingAddress.zipCode', message: 'zu lang' },
      ]),
    ).toEqual({ name: 'Name fehlt', zipCode: 'PLZ fehlt' });
  });

  test('ignores issues of other parts and unknown fields, and a missing list', () => {
    expect(
      addressFieldErrors([
        { path: 'items', message: 'leer' },
        { path: 'shippingAddress', message: 'Adresse fehlt' },
        { path: 'shippingAddress.planet', message: '?' },
        { path: 'items.0.quantity', message: 'Menge' },
      ]),
    ).toEqual({});
    expect(addressFieldErrors(undefined)).toEqual({});
  });
});

describe('checkoutKeys', () => {
  const cart: Checkout = { items: [{ productId: 1, quantity: 2 }], paymentMethod: 'creditcard' };

  test('a retry of the same cart sends the same key; a placed order or another cart gets a new one', () => {
    const keys = checkoutKeys();
    const first = keys.keyFor(cart);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.keyFor({ ...cart, items: [{ productId: 1, quantity: 2 }] })).toBe(first);
    const changed = keys.keyFor({ ...cart, paymentMethod: 'banktransfer' });
    expect(changed).not.toBe(first);
    keys.placed();
    expect(keys.keyFor({ ...cart, paymentMethod: 'banktransfer' })).not.toBe(changed);
  });
});
