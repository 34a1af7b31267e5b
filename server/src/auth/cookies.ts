/** The cookies of signing in (decision 0048): their names, reading one from a header, writing one. */

export const SESSION_COOKIE = 'ww_session';
/** The pending sign-in between a right password and the second factor (issue 18): 5 minutes, not a session. */
export const TWO_FACTOR_COOKIE = 'ww_2fa';

/**
 * The value of the cookie `name` in a Cookie header, or null. Lucia's reader decoded every cookie of the
 * header and threw on one bad %-escape — any cookie of the host, not only ours, made each request a 500.
 * Here a value that does not decode is returned as it stands (no session token looks like that).
 */
export function readCookie(header: string | null, name: string): string | null {
  for (const item of header?.split(';') ?? []) {
    const at = item.indexOf('=');
    if (at < 0 || item.slice(0, at).trim() !== name) continue;
    const value = item.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** `name=value; HttpOnly; Max-Age=…; Path=/; SameSite=Lax[; Secure]` — the attributes Lucia wrote. */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeS: number; httpOnly: boolean; secure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.httpOnly) parts.push('HttpOnly');
  parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeS))}`, 'Path=/', 'SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
