import { describe, expect, test } from 'bun:test';
import { isNavItemActive } from './navigation';

describe('isNavItemActive', () => {
  test('home matches only exactly', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/map', '/')).toBe(false);
  });

  test('other routes match when the path starts with them', () => {
    expect(isNavItemActive('/marketplace', '/marketplace')).toBe(true);
    expect(isNavItemActive('/marketplace/trees', '/marketplace')).toBe(true);
    expect(isNavItemActive('/map', '/marketplace')).toBe(false);
  });
});
