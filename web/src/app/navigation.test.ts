import { describe, expect, test } from 'bun:test';
import { isNavItemActive, namedLinks } from './navigation';
import { paths } from './paths';

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

describe('namedLinks', () => {
  test('links each id to the route it ends in and keeps full items', () => {
    expect(namedLinks(['nav.map', { to: paths.home, label: 'nav.dashboard' }])).toEqual([
      { to: '/map', label: 'nav.map' },
      { to: '/', label: 'nav.dashboard' },
    ]);
  });
});
