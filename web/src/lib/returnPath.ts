/**
 * The way back after signing in (issue 22): `/login?next=/marketplace` returns to the page a signed-out
 * visitor tried to open. Only a path of this site is accepted — never another origin ("//evil.example",
 * "https://…", "/\evil.example", which browsers read as "//evil.example"), never a sign-in page itself.
 */
import { paths } from '../config/paths';

const BASE = 'https://wurzelwerk.invalid';
/** Pages that make no sense to return to after signing in. */
const NOT_AFTER_SIGN_IN = new Set<string>([paths.login, paths.register]);

/** `next` if it is a same-site path (with its query and hash), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000 || !next.startsWith('/')) return null;
  // Backslashes and control characters are turned into "/" or dropped by URL parsers: refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_AFTER_SIGN_IN.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that returns to `path` afterwards. */
export const signInReturningTo = (path: string): string =>
  `${paths.login}?${new URLSearchParams({ next: path })}`;

/** The safe `next` of a location's query string ("?next=…"), else null. */
export const nextFromSearch = (search: string): string | null =>
  safeNextPath(new URLSearchParams(search).get('next'));
