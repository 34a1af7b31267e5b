/**
 * The lists of public and signed-in pages must follow the web app's routes: a page added to
 * web/src/config/paths.ts or moved between the route sets (AppRoutes.tsx; SignedInApp.tsx with its pages in
 * signedInPages.ts) without updating publicRoutes.ts fails here (and would otherwise be missing from the
 * sitemap, or open to crawlers).
 */
import { describe, expect, test } from 'bun:test';
import { signedInPages } from '../../../web/src/app/signedInPages';
import { paths } from '../../../web/src/config/paths';
import { MAIL_LINK_ROUTES, PROFILE_ROUTES, PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './publicRoutes';

/**
 * The paths (values of `paths`) a route set renders: `<Route path={paths.x} …>` or, with what lies below it,
 * `<Route path={`${paths.x}/*`} …>` in function `component` of `file` — except routes to the 404 page, which
 * are no page of the set (signed out, `/admin` is not found; issue 20).
 */
async function routeSet(file: string, component: string): Promise<string[]> {
  const source = await Bun.file(new URL(`../../../web/src/app/${file}`, import.meta.url)).text();
  const start = source.indexOf(`function ${component}(`);
  if (start === -1) throw new Error(`${file} has no function ${component}: update this test to the routes`);
  const end = source.indexOf('\nfunction ', start + 1);
  const body = source.slice(start, end === -1 ? undefined : end);
  const routes = body.matchAll(
    /<Route\s+path=\{(?:paths\.(\w+)|`\$\{paths\.(\w+)\}\/\*`)\}\s+element=\{<(\w+)/g,
  );
  return [...routes]
    .filter(([, , , element]) => element !== 'NotFoundPage')
    .map(([, key, keyWithBelow]) => {
      const path = paths[(key ?? keyWithBelow) as keyof typeof paths];
      expect(path).toBeDefined();
      return path;
    });
}

/** The paths of a table of pages (`const name = { [paths.key]: Page, … }`) in a file of web/src/app. */
async function tableRoutes(file: string, name: string): Promise<string[]> {
  const source = await Bun.file(new URL(`../../../web/src/app/${file}`, import.meta.url)).text();
  const start = source.indexOf(`const ${name}`);
  if (start === -1) throw new Error(`${file} has no table ${name}: update this test to the routes`);
  const body = source.slice(start, source.indexOf('\n};', start));
  return [...body.matchAll(/\[paths\.(\w+)\]:/g)].map(([, key]) => {
    const path = paths[key as keyof typeof paths];
    expect(path).toBeDefined();
    return path;
  });
}

const sorted = (list: readonly string[]) => [...new Set(list)].sort();

/** The signed-in set: its own routes in SignedInApp.tsx and its lazy pages. */
const signedInSet = async () => [
  ...(await routeSet('SignedInApp.tsx', 'SignedInApp')),
  ...Object.keys(signedInPages),
];

describe('public routes', () => {
  test('are the routes of the signed-out route set besides the pages of links in mails', async () => {
    expect(sorted([...PUBLIC_ROUTES, ...MAIL_LINK_ROUTES, ...PROFILE_ROUTES])).toEqual(
      sorted([
        ...(await routeSet('AppRoutes.tsx', 'SignedOutApp')),
        ...(await tableRoutes('AppRoutes.tsx', 'publicPages')),
      ]),
    );
  });

  test('the pages of links in mails and public profiles are in both route sets and in no other list', async () => {
    const signedIn = await signedInSet();
    for (const path of [...MAIL_LINK_ROUTES, ...PROFILE_ROUTES]) {
      expect({ path, signedIn: signedIn.includes(path) }).toEqual({ path, signedIn: true });
      expect((PUBLIC_ROUTES as readonly string[]).includes(path)).toBe(false);
      expect(SIGNED_IN_ROUTES.some((route) => path.startsWith(route))).toBe(false);
    }
  });

  test('signed-in routes are the signed-in set without the public pages, each with what lies below it', async () => {
    const both: readonly string[] = [...PUBLIC_ROUTES, ...MAIL_LINK_ROUTES, ...PROFILE_ROUTES];
    const signedInOnly = (await signedInSet()).filter((path) => !both.includes(path));
    const covered = (path: string) =>
      SIGNED_IN_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
    expect(signedInOnly.filter((path) => !covered(path))).toEqual([]);
    // No entry beyond the routes: each one is a page of the signed-in set.
    expect(SIGNED_IN_ROUTES.filter((route) => !signedInOnly.includes(route))).toEqual([]);
  });

  test('every path of the web app is either public or signed in', () => {
    const known = (path: string) =>
      (PUBLIC_ROUTES as readonly string[]).includes(path) ||
      (MAIL_LINK_ROUTES as readonly string[]).includes(path) ||
      (PROFILE_ROUTES as readonly string[]).includes(path) ||
      SIGNED_IN_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
    expect(Object.values(paths).filter((path) => !known(path))).toEqual([]);
  });
});
