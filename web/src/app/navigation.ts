/** The navigation entries of both visitor states and the highlight rule (spec §2, Navigation). */
import type { MessageId } from '../i18n/messages';
import { type AppPath, paths } from './paths';

export interface NavItem {
  to: AppPath;
  label: MessageId;
}

/** The routes with a label `nav.<route>` in the catalogue. */
type NavRoute = {
  [K in keyof typeof paths & string]: `nav.${K}` extends MessageId ? K : never;
}[keyof typeof paths & string];

/** The entry of a route: its path and, unless named otherwise, the label `nav.<route>`. */
const item = (route: NavRoute, label: MessageId = `nav.${route}` as const): NavItem => ({
  to: paths[route],
  label,
});

export const publicNavItems: readonly NavItem[] = (
  ['home', 'about', 'categories', 'map', 'team', 'mobileApp'] as const
).map((route) => item(route));

/** Shown as buttons beside the public navigation. */
export const publicAuthItems: readonly NavItem[] = (['login', 'register'] as const).map((route) =>
  item(route),
);

export const signedInNavItems: readonly NavItem[] = [
  item('home', 'nav.dashboard'),
  ...(['marketplace', 'map', 'shop', 'team', 'farm'] as const).map((route) => item(route)),
];

/** An item is active when the path starts with its route; the home route only on an exact match. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === paths.home ? pathname === paths.home : pathname.startsWith(to);
}
