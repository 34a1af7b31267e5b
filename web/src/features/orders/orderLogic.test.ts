import { describe, expect, test } from 'bun:test';
import { generateTrackingNumber, nextStatus, splitItems, subtotal } from './orderLogic';

describe('splitItems', () => {
  test('shows the first two items and counts the rest', () => {
    expect(splitItems(['a', 'b', 'c', 'd'])).toEqual({ visible: ['a', 'b'], hiddenCount: 2 });
  });

  test('nothing is hidden with two items or fewer', () => {
    expect(splitItems(['a', 'b'])).toEqual({ visible: ['a', 'b'], hiddenCount: 0 });
    expect(splitItems(['a'])).toEqual({ visible: ['a'], hiddenCount: 0 });
    expect(splitItems([])).toEqual({ visible: [], hiddenCount: 0 });
  });
});

describe('subtotal', () => {
  test('is total minus shipping in exact cents', () => {
    expect(subtotal('60.60', '4.99')).toBe('55.61');
    // 0.3 - 0.1 in floating point is 0.19999999999999998.
    expect(subtotal('0.30', '0.10')).toBe('0.20');
    expect(subtotal('75.60', '0.00')).toBe('75.60');
    expect(subtotal('23.99', '4.99')).toBe('19.00');
  });

  test('is null for amounts that are not plain decimals', () => {
    expect(subtotal('60,60', '4.99')).toBeNull();
    expect(subtotal('60.60', 'abc')).toBeNull();
  });
});

describe('nextStatus', () => {
  test('goes forward one step only', () => {
    expect(nextStatus('pending')).toBe('processing');
    expect(nextStatus('processing')).toBe('shipped');
    expect(nextStatus('shipped')).toBe('delivered');
  });

  test('offers nothing after delivered or for unknown values', () => {
    expect(nextStatus('delivered')).toBeNull();
    expect(nextStatus('cancelled')).toBeNull();
    expect(nextStatus('toString')).toBeNull();
  });
});

test('the tracking number is TRK plus the current time', () => {
  expect(generateTrackingNumber(1732190400000)).toBe('TRK1732190400000');
  expect(generateTrackingNumber()).toMatch(/^TRK\d{13}$/);
});
