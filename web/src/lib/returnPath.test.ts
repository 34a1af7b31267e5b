import { describe, expect, test } from 'bun:test';
import { nextFromSearch, safeNextPath, signInReturningTo } from './returnPath';

describe('the way back after signing in', () => {
  test('same-site paths are kept with their query and hash', () => {
    for (const path of ['/marketplace', '/marketplace/3?tab=docs#risk', '/orders']) {
      expect(safeNextPath(path)).toBe(path);
    }
  });

  test('other origins and odd forms are refused', () => {
    for (const foreign of [
      '//evil.example',
      '//evil.example/marketplace',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'marketplace',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeNextPath(foreign), String(foreign)).toBeNull();
    }
  });

  test('the sign-in pages are no place to return to', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/register?next=/farm')).toBeNull();
  });

  test('a sign-in link carries the path and reads back as it was', () => {
    const link = signInReturningTo('/marketplace/3?tab=docs');
    expect(link).toBe('/login?next=%2Fmarketplace%2F3%3Ftab%3Ddocs');
    expect(nextFromSearch(link.slice(link.indexOf('?')))).toBe('/marketplace/3?tab=docs');
    expect(nextFromSearch('?next=%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });
});
