import { describe, expect, test } from 'bun:test';
import { parseCents } from './money';
import { SAMPLE_ECO_SHOP_PRODUCTS, SAMPLE_SHOP_PRODUCTS } from './sample';
import { createOrderInput, SHOP_MESSAGES, shippingAddressInput } from './shop';
import {
  cartTotals,
  discountPercent,
  ECO_SHOP_CATEGORIES,
  needsShipping,
  PRODUCT_CATEGORIES,
  productImageUrl,
  shippingCostCents,
} from './shopKinds';

const address = {
  name: 'Anna Berger',
  street: 'Lindenstraße 5',
  zipCode: '10969',
  city: 'Berlin',
  country: 'Deutschland',
};
const order = {
  items: [{ productId: 1, quantity: 2 }],
  shippingAddress: address,
  paymentMethod: 'creditcard',
};

describe('shipping rule', () => {
  test('4.99 € up to and including 50.00 €, free from 50.01 €', () => {
    expect(shippingCostCents(0)).toBe(499);
    expect(shippingCostCents(4999)).toBe(499);
    expect(shippingCostCents(5000)).toBe(499);
    expect(shippingCostCents(5001)).toBe(0);
    expect(shippingCostCents(100_000)).toBe(0);
  });

  test('cart totals in exact cents and two-place strings', () => {
    expect(cartTotals([{ priceCents: 2500, quantity: 2 }])).toEqual({
      subtotalCents: 5000,
      shippingCents: 499,
      totalCents: 5499,
      subtotal: '50.00',
      shipping: '4.99',
      total: '54.99',
    });
    const free = cartTotals([
      { priceCents: 2500, quantity: 1 },
      { priceCents: 2501, quantity: 1 },
    ]);
    expect([free.subtotal, free.shipping, free.total]).toEqual(['50.01', '0.00', '50.01']);
    // Decimal amounts that floating point would get wrong: 3 × 0.10 + 0.20.
    expect(
      cartTotals([
        { priceCents: 10, quantity: 3 },
        { priceCents: 20, quantity: 1 },
      ]).total,
    ).toBe('5.49');
  });
});

describe('createOrderInput', () => {
  test('accepts a valid order, trims the address and strips client prices', () => {
    const parsed = createOrderInput.parse({
      ...order,
      items: [{ productId: 1, quantity: 2, price: '0.01' }],
      shippingAddress: { ...address, city: '  Berlin ' },
      totalAmount: '0.01',
    });
    expect(parsed.items).toEqual([{ productId: 1, quantity: 2 }]);
    expect(parsed.shippingAddress?.city).toBe('Berlin');
    expect('totalAmount' in parsed).toBe(false);
  });

  test('an incomplete address names every missing field with its own German message', () => {
    const result = shippingAddressInput.safeParse({
      name: 'Anna',
      street: '   ',
      city: 'Berlin',
      country: '',
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['street', SHOP_MESSAGES.street],
      ['zipCode', SHOP_MESSAGES.zipCode],
      ['country', SHOP_MESSAGES.country],
    ]);
  });

  test.each([
    ['no items', { ...order, items: [] }, SHOP_MESSAGES.itemsMin],
    ['quantity 0', { ...order, items: [{ productId: 1, quantity: 0 }] }, SHOP_MESSAGES.quantity],
    ['quantity 100', { ...order, items: [{ productId: 1, quantity: 100 }] }, SHOP_MESSAGES.quantity],
    ['fractional quantity', { ...order, items: [{ productId: 1, quantity: 1.5 }] }, SHOP_MESSAGES.quantity],
    ['quantity as text', { ...order, items: [{ productId: 1, quantity: '2' }] }, SHOP_MESSAGES.quantity],
    ['product id 0', { ...order, items: [{ productId: 0, quantity: 1 }] }, SHOP_MESSAGES.productId],
    [
      'a product twice',
      {
        ...order,
        items: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      },
      SHOP_MESSAGES.itemsDuplicate,
    ],
    [
      '51 lines',
      { ...order, items: Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })) },
      SHOP_MESSAGES.itemsMax,
    ],
    ['paypal', { ...order, paymentMethod: 'paypal' }, SHOP_MESSAGES.paymentMethod],
    ['an address that is no object', { ...order, shippingAddress: 'Berlin' }, SHOP_MESSAGES.shippingAddress],
  ])('rejects %s', (_name, input, message) => {
    const result = createOrderInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('SAMPLE_SHOP_PRODUCTS', () => {
  test('at least 12 products across all five categories, one or two sold out', () => {
    expect(SAMPLE_SHOP_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    for (const category of PRODUCT_CATEGORIES) {
      expect(SAMPLE_SHOP_PRODUCTS.some((p) => p.category === category)).toBe(true);
    }
    const soldOut = SAMPLE_SHOP_PRODUCTS.filter((p) => p.stock === 0).length;
    expect(soldOut).toBeGreaterThanOrEqual(1);
    expect(soldOut).toBeLessThanOrEqual(2);
  });

  test('unique kebab-case slugs, plausible figures and texts in both languages', () => {
    const slugs = SAMPLE_SHOP_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of SAMPLE_SHOP_PRODUCTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(productImageUrl(p.slug)).toBe(`/media/products/${p.slug}.svg`);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(parseCents(p.price)).toBeGreaterThan(0);
      expect(p.rating).toBeGreaterThanOrEqual(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.rating * 10)).toBe(true);
      expect(Number.isInteger(p.reviews) && p.reviews >= 0).toBe(true);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
      expect(p.sustainabilityScore).toBeGreaterThanOrEqual(0);
      expect(p.sustainabilityScore).toBeLessThanOrEqual(100);
      for (const text of [p.nameDe, p.nameEn, p.descriptionDe, p.descriptionEn])
        expect(text.trim()).not.toBe('');
      expect(p.nameDe).not.toBe(p.nameEn);
      expect(p.co2De === null).toBe(p.co2En === null);
    }
  });
});

describe('discountPercent', () => {
  test('whole percent off the original price, rounded half up', () => {
    expect(discountPercent('59.99', '79.99')).toBe(25);
    expect(discountPercent('34.50', '39.90')).toBe(14);
    expect(discountPercent('24.00', '30.00')).toBe(20);
    expect(discountPercent('49.00', '65.00')).toBe(25);
  });

  test('0 when the price is not lower or not a price', () => {
    expect(discountPercent('30.00', '30.00')).toBe(0);
    expect(discountPercent('31.00', '30.00')).toBe(0);
    expect(discountPercent('abc', '30.00')).toBe(0);
    expect(discountPercent('10.00', '0.00')).toBe(0);
  });
});

describe('SAMPLE_ECO_SHOP_PRODUCTS', () => {
  test('every eco category, both stock states, reductions only below the original price', () => {
    for (const category of ECO_SHOP_CATEGORIES) {
      expect(SAMPLE_ECO_SHOP_PRODUCTS.some((p) => p.category === category)).toBe(true);
    }
    expect(SAMPLE_ECO_SHOP_PRODUCTS.some((p) => p.inStock)).toBe(true);
    expect(SAMPLE_ECO_SHOP_PRODUCTS.some((p) => !p.inStock)).toBe(true);
    for (const p of SAMPLE_ECO_SHOP_PRODUCTS) {
      expect(parseCents(p.price)).toBeGreaterThan(0);
      if (p.originalPrice !== undefined) expect(discountPercent(p.price, p.originalPrice)).toBeGreaterThan(0);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(p.name.trim()).not.toBe('');
    }
  });
});

describe('digital products (issue 19)', () => {
  test('a cart of digital products only ships nothing and costs no shipping', () => {
    const totals = cartTotals([{ priceCents: 999, quantity: 1, digital: true }]);
    expect(totals.shipping).toBe('0.00');
    expect(totals.total).toBe('9.99');
    expect(needsShipping([{ digital: true }, { digital: true }])).toBe(false);
  });

  test('with one shipped product the usual rule applies to the whole subtotal', () => {
    const lines = [
      { priceCents: 999, quantity: 1, digital: true },
      { priceCents: 495, quantity: 1, digital: false },
    ];
    expect(needsShipping(lines)).toBe(true);
    expect(cartTotals(lines).shipping).toBe('4.99');
    expect(cartTotals([...lines, { priceCents: 4900, quantity: 1, digital: true }]).shipping).toBe('0.00');
  });

  test('a checkout without an address passes the schema; the server decides by the products', () => {
    const { shippingAddress: _, ...withoutAddress } = order;
    expect(createOrderInput.safeParse(withoutAddress).success).toBe(true);
  });

  test('the sample e-book, online course and voucher are digital, and nothing else is', () => {
    const digital = SAMPLE_SHOP_PRODUCTS.filter((product) => product.digital).map((product) => product.slug);
    expect(digital.sort()).toEqual(
      [
        'e-book-co2-fussabdruck-halbieren',
        'gutschein-baumpflanzung',
        'online-kurs-nachhaltig-gaertnern',
      ].sort(),
    );
  });
});
