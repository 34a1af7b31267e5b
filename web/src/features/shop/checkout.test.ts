import { describe, expect, test } from 'bun:test';
import { addressFieldErrors } from './checkout';

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
