import { describe, expect, test } from 'bun:test';
import { levelOf } from './assetKinds';

describe('levelOf', () => {
  test('level = floor(count / 4) + 1, bar = (count mod 4) × 25 %, and what is missing to the next level', () => {
    expect(levelOf(0)).toEqual({ level: 1, progressPercent: 0, missing: 4 });
    expect(levelOf(3)).toEqual({ level: 1, progressPercent: 75, missing: 1 });
    expect(levelOf(4)).toEqual({ level: 2, progressPercent: 0, missing: 4 });
    expect(levelOf(10)).toEqual({ level: 3, progressPercent: 50, missing: 2 });
  });
});
