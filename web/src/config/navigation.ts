/** The navigation entries of both visitor states and the highlight rule (product §2, Navigation). */
import type { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/messages';
import { type AppPath, paths } from './paths';

export interface NavItem {
  to: AppPath;
  label: MessageId;
}

export const publicNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.categories, label: 'nav.categories' },
  { to: paths.map, label: 'nav.map' },
  { to: paths.team, label: 'nav.team' },
  { to: paths.mobileApp, label: 'nav.mobileApp' },
];

/** Shown as buttons beside the public navigation. */
export const publicAuthItems: readonly NavItem[] = [
  { to: paths.login, label: 'nav.login' },
  { to: paths.register, label: 'nav.register' },
];

export const signedInNavItems: readonly NavItem[] = [
  { to: paths.home, label: 'nav.dashboard' },
  { to: paths.marketplace, label: 'nav.marketplace' },
  { to: paths.map, label: 'nav.map' },
  { to: paths.shop, label: 'nav.shop' },
  { to: paths.team, label: 'nav.team' },
  { to: paths.farm, label: 'nav.farm' },
  { to: paths.portfolio, label: 'nav.portfolio' },
  { to: paths.wallet, label: 'nav.wallet' },
];

/** An item is active when the path starts with its route; the home route only on an exact match. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === paths.home ? pathname === paths.home : pathname.startsWith(to);
}

/** A navigation entry's link props and whether it is the current page. */
export type ShellNavLink = (item: NavItem) => {
  active: boolean;
  link: { component: typeof Link; to: string; 'aria-current': 'page' | undefined };
};
