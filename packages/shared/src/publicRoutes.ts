/**
 * The web app's pages as search engines see them (issue 16): the server's robots.txt and sitemap.xml are
 * made from these lists. Every route path is in web/src/config/paths.ts; publicRoutes.test.ts keeps both in
 * agreement with it and with the route sets of web/src/app/AppRoutes.tsx.
 */
import { BRAND } from './brand';

/**
 * The pages of the signed-out route set — the public pages, the demos, sign-in, registration and the
 * forgotten password — except the pages of links in mails (MAIL_LINK_ROUTES).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/categories',
  '/map',
  '/team',
  '/mobile-app',
  '/demos',
  '/dashboarddemo',
  '/marketplacedemo',
  '/profiledemo',
  '/farmdemo',
  '/shopdemo',
  '/teamdemo',
  '/login',
  '/register',
  '/forgot-password',
  '/impressum',
  '/datenschutz',
  '/agb',
  // Investor protection and accessibility (issue 35): complaints, the accessibility statement, costs, statistics.
  '/beschwerden',
  '/barrierefreiheit',
  '/kosten',
  '/statistik',
] as const;

/**
 * The pages only a signed-in user has (with what lies below them, as `/marketplace/:id`): a signed-out
 * visitor gets the landing page there, so crawlers are kept out.
 */
export const SIGNED_IN_ROUTES = [
  '/marketplace',
  '/streams',
  '/orders',
  '/shop',
  '/profile',
  '/settings',
  '/farm',
  '/wallet',
  '/portfolio',
  '/protection',
  // The operator console (issue 20): the 404 page for everyone else.
  '/admin',
] as const;

/**
 * The pages the links in mails open (issue 17): `?token=…` confirms an address, sets a new password or downloads the data export. They
 * are in the signed-out route set and the signed-in one (a link may be opened in a signed-in browser), and
 * kept out of search engines: without a personal token they only show an error.
 */
export const MAIL_LINK_ROUTES = [
  '/reset-password',
  '/verify-email',
  '/export',
  '/email-change/cancel',
  '/two-factor/unlock',
] as const;

/** The page of the data export's mailed link: a signed-in POST from it downloads the export (issue 31). */
export const EXPORT_PAGE = '/export';

/**
 * The export's file name: wurzelwerk-export-YYYY-MM-DD.json (UTC date of the export). Here, without zod: the
 * signed-in app's start reads it (decision 0097).
 */
export function exportFileName(at: Date): string {
  return `${BRAND.toLowerCase()}-export-${at.toISOString().slice(0, 10)}.json`;
}

/**
 * Public profiles (issue 18): in both route sets, one per username. Not in the sitemap and kept out of
 * search engines (robots.txt disallows the prefix): a person shows the profile to the platform's visitors,
 * not to an index.
 */
export const PROFILE_ROUTES = ['/u/:username'] as const;
export const PROFILE_ROUTE_PREFIX = '/u/';
