import { describe, expect, test } from 'bun:test';
import { splitItems } from './orderLogic';

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
