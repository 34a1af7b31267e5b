import { expect, test } from 'bun:test';
import { trackingNumber } from '@wurzelwerk/shared';
import { generateTrackingNumber } from './OrderDialogs';

test('a generated tracking number is one the server accepts, and a new one each time', () => {
  const numbers = Array.from({ length: 50 }, generateTrackingNumber);
  for (const number of numbers) expect(trackingNumber.safeParse(number).success).toBe(true);
  expect(new Set(numbers).size).toBe(numbers.length);
});
