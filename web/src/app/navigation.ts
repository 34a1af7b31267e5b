/** The navigation entries of both visitor states and the highlight rule (spec §2, Navigation). */
import type { MessageId } from '../i18n/messages';
import { type AppPath, paths } from './paths';

export interface NavItem {
  to: AppPath;
  label: MessageId;
}

type PathName = keyof typeof paths;
/** A message id whose last part names a route, e.g. 'nav.map'. */
type RouteLabel = Extract<MessageId, `${string}.${PathName}`>;

/** Link items labelled with these ids, each to the route its id ends in; a full item where they differ. */
export function namedLinks(entries: readonly (RouteLabel | NavItem)[]): NavItem[] {
  return entries.map((entry) =>
    typeof entry === 'string'
      ? { to: paths[entry.slice(entry.lastIndexOf('.') + 1) as PathName], label: entry }
      : entry,
  );
}

export const publicNavItems = namedLinks([
  'nav.home',
  'nav.about',
  'nav.categories',
  'nav.map',
  'nav.team',
  'nav.mobileApp',
]);

/** Shown as buttons beside the public navigation. */
export const publicAuthItems = namedLinks(['nav.login', 'nav.register']);

// The dashboard lives at the home route (spec §2.1).
export const signedInNavItems = namedLinks([
  { to: paths.home, label: 'nav.dashboard' },
  'nav.marketplace',
  'nav.map',
  'nav.shop',
  'nav.team',
  'nav.farm',
]);

/** An item is active when the path starts with its route; the home route only on an exact match. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === paths.home ? pathname === paths.home : pathname.startsWith(to);
}
