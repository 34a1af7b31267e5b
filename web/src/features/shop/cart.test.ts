import { describe, expect, test } from 'bun:test';
import type { Product } from '@wurzelwerk/shared';
import { type CartLine, cartReducer, itemCount, parseStoredCart, priceCart, quantityLimit } from './cart';

const product = (id: number, price: string, stock = 50): Product => ({
  id,
  slug: `p${id}`,
  name: `Produkt ${id}`,
  description: '',
  category: 'seeds',
  digital: false,
  price,
  rating: 4,
  reviews: 1,
  stock,
  inStock: stock > 0,
  sustainabilityScore: 80,
  co2Impact: null,
  imageUrl: `/media/products/p${id}.svg`,
});

describe('cartReducer', () => {
  test('adding a new product appends a line, adding it again raises its quantity', () => {
    let lines: CartLine[] = [];
    lines = cartReducer(lines, { type: 'add', productId: 3, limit: 99 });
    lines = cartReducer(lines, { type: 'add', productId: 1, limit: 99 });
    lines = cartReducer(lines, { type: 'add', productId: 3, limit: 99 });
    expect(lines).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 1, quantity: 1 },
    ]);
  });

  test('a quantity of 0 or less removes the line; others keep theirs', () => {
    const lines = [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ];
    expect(cartReducer(lines, { type: 'setQuantity', productId: 2, quantity: 0, limit: 99 })).toEqual([
      { productId: 1, quantity: 2 },
    ]);
    expect(cartReducer(lines, { type: 'setQuantity', productId: 1, quantity: -3, limit: 99 })).toEqual([
      { productId: 2, quantity: 1 },
    ]);
    expect(cartReducer(lines, { type: 'setQuantity', productId: 1, quantity: 5, limit: 99 })).toEqual([
      { productId: 1, quantity: 5 },
      { productId: 2, quantity: 1 },
    ]);
  });

  test('quantities stop at the limit; nothing is added when none is available', () => {
    const full = cartReducer([{ productId: 1, quantity: 8 }], { type: 'add', productId: 1, limit: 8 });
    expect(full).toEqual([{ productId: 1, quantity: 8 }]);
    expect(cartReducer([], { type: 'add', productId: 1, limit: 0 })).toEqual([]);
    expect(
      cartReducer([{ productId: 1, quantity: 1 }], {
        type: 'setQuantity',
        productId: 1,
        quantity: 150,
        limit: 99,
      }),
    ).toEqual([{ productId: 1, quantity: 99 }]);
  });

  test('clear empties the cart and the input stays untouched', () => {
    const lines = [{ productId: 1, quantity: 2 }];
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
    cartReducer(lines, { type: 'add', productId: 1, limit: 99 });
    expect(lines).toEqual([{ productId: 1, quantity: 2 }]);
  });

  test('the limit is the stock, at most 99', () => {
    expect(quantityLimit({ stock: 8 })).toBe(8);
    expect(quantityLimit({ stock: 999 })).toBe(99);
    expect(quantityLimit({ stock: 0 })).toBe(0);
  });

  test('itemCount sums the quantities', () => {
    expect(itemCount([])).toBe(0);
    expect(
      itemCount([
        { productId: 1, quantity: 2 },
        { productId: 4, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('priceCart', () => {
  const catalogue = [product(1, '12.99'), product(2, '25.00'), product(3, '0.10')];

  test('line totals and subtotal are exact cents', () => {
    const cart = priceCart(
      [
        { productId: 1, quantity: 3 },
        { productId: 3, quantity: 7 },
      ],
      catalogue,
    );
    expect(cart.lines.map((line) => line.totalCents)).toEqual([3897, 70]);
    expect(cart.subtotal).toBe('39.67');
    expect(cart.shipping).toBe('4.99');
    expect(cart.total).toBe('44.66');
  });

  test('shipping is 4.99 € up to and including 50.00 €, free above', () => {
    const at50 = priceCart([{ productId: 2, quantity: 2 }], catalogue);
    expect([at50.subtotal, at50.shipping, at50.total]).toEqual(['50.00', '4.99', '54.99']);
    const above = priceCart(
      [
        { productId: 2, quantity: 2 },
        { productId: 3, quantity: 1 },
      ],
      catalogue,
    );
    expect([above.subtotal, above.shipping, above.total]).toEqual(['50.10', '0.00', '50.10']);
  });

  test('lines of products no longer offered are left out', () => {
    const cart = priceCart(
      [
        { productId: 9, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      catalogue,
    );
    expect(cart.lines.map((line) => line.product.id)).toEqual([2]);
    expect(cart.subtotalCents).toBe(2500);
  });
});

describe('parseStoredCart', () => {
  test('reads what was stored', () => {
    const lines = [
      { productId: 1, quantity: 2 },
      { productId: 5, quantity: 1 },
    ];
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  test('nothing, broken JSON or another shape is an empty cart', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{oops')).toEqual([]);
    expect(parseStoredCart('{"productId":1}')).toEqual([]);
  });

  test('malformed and repeated lines are dropped, extra keys (a price) are not kept', () => {
    const raw = JSON.stringify([
      { productId: 1, quantity: 2, price: '0.01' },
      { productId: 1, quantity: 4 },
      { productId: 2, quantity: 0 },
      { productId: 3, quantity: 100 },
      { productId: -1, quantity: 1 },
      { productId: 4, quantity: 1.5 },
      { productId: '5', quantity: 1 },
      null,
      { productId: 6, quantity: 99 },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 6, quantity: 99 },
    ]);
  });
});
