import { describe, expect, test } from 'bun:test';
import { splitItems, stepAvailable } from './orderLogic';

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

describe('stepAvailable', () => {
  const delivered = new Date('2026-03-01T10:00:00Z');
  const until = new Date(delivered.getTime() + 30 * 86_400_000);

  test('forward steps as the shared rules say', () => {
    expect(stepAvailable({ status: 'pending', returnableUntil: null }, delivered)).toBe('processing');
    expect(stepAvailable({ status: 'return_requested', returnableUntil: until }, delivered)).toBeNull();
  });

  test('the return request only until 30 days after the delivery', () => {
    expect(stepAvailable({ status: 'delivered', returnableUntil: until }, delivered)).toBe(
      'return_requested',
    );
    expect(stepAvailable({ status: 'delivered', returnableUntil: until }, until)).toBe('return_requested');
    expect(
      stepAvailable({ status: 'delivered', returnableUntil: until }, new Date(until.getTime() + 1)),
    ).toBeNull();
    expect(stepAvailable({ status: 'delivered', returnableUntil: null }, delivered)).toBeNull();
  });
});
