import { describe, expect, test } from 'bun:test';
import { readLinkToken, withoutToken } from './linkToken';

/** A Storage stand-in: what sessionStorage does for these calls. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the token of a mailed link (issue 31)', () => {
  test('the address loses its token and keeps everything else', () => {
    expect(withoutToken('https://w.example/reset-password?token=abc')).toBe('/reset-password');
    expect(withoutToken('https://w.example/export?lang=en&token=abc#top')).toBe('/export?lang=en#top');
    expect(withoutToken('https://w.example/verify-email')).toBeNull();
  });

  test('read from the address once, then from the tab for that path only', () => {
    const storage = memoryStorage();
    expect(readLinkToken({ pathname: '/export', search: '?token=t-1' }, storage)).toBe('t-1');
    // The page shown again, its address without the token: the tab still has it.
    expect(readLinkToken({ pathname: '/export', search: '' }, storage)).toBe('t-1');
    expect(readLinkToken({ pathname: '/reset-password', search: '' }, storage)).toBe('');
    // A newer link wins.
    expect(readLinkToken({ pathname: '/export', search: '?token=t-2' }, storage)).toBe('t-2');
    expect(readLinkToken({ pathname: '/export', search: '' }, storage)).toBe('t-2');
    expect(readLinkToken({ pathname: '/export', search: '' }, null)).toBe('');
  });
});
