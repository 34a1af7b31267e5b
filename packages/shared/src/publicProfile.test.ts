import { describe, expect, test } from 'bun:test';
import { publicNameOf, roundDownToStep } from './security';

describe('the public profile’s figures and name (issue 31)', () => {
  test('the CO₂ figure is rounded down to 1, 2 or 5 × 10ⁿ, 0 below 0.1', () => {
    const cases: [number, number][] = [
      [0, 0],
      [0.09, 0],
      [0.1, 0.1],
      [0.3, 0.2],
      [0.7, 0.5],
      [1, 1],
      [3, 2],
      [3.4, 2],
      [9.99, 5],
      [10, 10],
      [1234, 1000],
      [Number.NaN, 0],
    ];
    for (const [value, step] of cases) expect(roundDownToStep(value)).toBe(step);
  });

  test('first name and the last name’s initial, the full name only when chosen', () => {
    expect(publicNameOf({ firstName: 'Anna', lastName: 'berger' }, false)).toBe('Anna B.');
    expect(publicNameOf({ firstName: 'Anna', lastName: 'Berger' }, true)).toBe('Anna Berger');
    expect(publicNameOf({ firstName: 'Anna', lastName: '𝒵immer' }, false)).toBe('Anna 𝒵.');
  });
});
