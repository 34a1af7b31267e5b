/** The navigation entries of both visitor states and the highlight rule (spec §2, Navigation). */
import type { MessageId } from '../i18n/messages';
import { type AppPath, paths } from './paths';

export interface NavItem {
  to: AppPath;
  label: MessageId;
}

type PathName = keyof typeof paths;
/** The route names whose label is `<prefix>.<name>` in the messages. */
type NamedRoute<P extends string> = { [N in PathName]: `${P}.${N}` extends MessageId ? N : never }[PathName];

/** Link items from route names labelled `<prefix>.<name>`; a full item where label and route differ. */
export function namedLinks<P extends string>(
  prefix: P,
  entries: readonly (NamedRoute<P> | NavItem)[],
): NavItem[] {
  return entries.map((entry) =>
    typeof entry === 'string' ? { to: paths[entry], label: `${prefix}.${entry}` as MessageId } : entry,
  );
}

export const publicNavItems = namedLinks('nav', ['home', 'about', 'categories', 'map', 'team', 'mobileApp']);

/** Shown as buttons beside the public navigation. */
export const publicAuthItems = namedLinks('nav', ['login', 'register']);

// The dashboard lives at the home route (spec §2.1).
export const signedInNavItems = namedLinks('nav', [
  { to: paths.home, label: 'nav.dashboard' },
  ...(['marketplace', 'map', 'shop', 'team', 'farm'] as const),
]);

/** An item is active when the path starts with its route; the home route only on an exact match. */
export function isNavItemActive(pathname: string, to: string): boolean {
  return to === paths.home ? pathname === paths.home : pathname.startsWith(to);
}
