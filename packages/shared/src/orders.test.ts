import { describe, expect, test } from 'bun:test';
import { generateTrackingNumber, nextOrderStatus, orderSubtotal, trackingNumber } from './orders';

describe('orderSubtotal', () => {
  test('is total minus shipping in exact cents', () => {
    expect(orderSubtotal('60.60', '4.99')).toBe('55.61');
    // 0.3 - 0.1 in floating point is 0.19999999999999998.
    expect(orderSubtotal('0.30', '0.10')).toBe('0.20');
    expect(orderSubtotal('75.60', '0.00')).toBe('75.60');
    expect(orderSubtotal('23.99', '4.99')).toBe('19.00');
  });

  test('is null for amounts that are not plain decimals', () => {
    expect(orderSubtotal('60,60', '4.99')).toBeNull();
    expect(orderSubtotal('60.60', 'abc')).toBeNull();
  });
});

describe('nextOrderStatus', () => {
  test('goes forward one step only', () => {
    expect(nextOrderStatus('pending')).toBe('processing');
    expect(nextOrderStatus('processing')).toBe('shipped');
    expect(nextOrderStatus('shipped')).toBe('delivered');
  });

  test('offers the return request after delivered, nothing after it or for unknown values', () => {
    expect(nextOrderStatus('delivered')).toBe('return_requested');
    expect(nextOrderStatus('return_requested')).toBeNull();
    expect(nextOrderStatus('cancelled')).toBeNull();
    expect(nextOrderStatus('toString')).toBeNull();
  });
});

describe('generateTrackingNumber', () => {
  test('is a number the schema accepts, from the given time, and a new one each time', () => {
    const numbers = Array.from({ length: 50 }, () => generateTrackingNumber());
    for (const number of numbers) expect(trackingNumber.safeParse(number).success).toBe(true);
    expect(new Set(numbers).size).toBeGreaterThan(40);
    expect(generateTrackingNumber(1_700_000_000_000)).toMatch(/^TRK1700000000000\d{3}$/);
  });
});
