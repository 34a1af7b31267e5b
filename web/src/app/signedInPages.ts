/**
 * The signed-in route set's lazily loaded pages (product §2), by path: SignedInApp renders them, and a browser
 * with the session hint fetches the page of the address it opens together with the set itself, rather than
 * one round trip after it (issue 16).
 */
import { type ComponentType, lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';

type PageModule = Promise<{ default: ComponentType }>;

const loaders = {
  [paths.home]: () => import('../features/dashboard/DashboardPage'),
  [paths.streams]: () => import('../features/streams/StreamsPage'),
  [paths.marketplace]: () => import('../features/marketplace/MarketplacePage'),
  [paths.asset]: () => import('../features/marketplace/AssetPage'),
  [paths.orders]: () => import('../features/orders/OrdersPage'),
  [paths.map]: () => import('../features/map/ProjectMapPage'),
  [paths.impressum]: () => import('../features/legal/ImpressumPage'),
  [paths.privacy]: () => import('../features/legal/PrivacyPage'),
  [paths.terms]: () => import('../features/legal/TermsPage'),
  [paths.complaints]: () => import('../features/trust/ComplaintsPage'),
  [paths.accessibility]: () => import('../features/trust/AccessibilityPage'),
  [paths.statistics]: () => import('../features/trust/StatisticsPage'),
  [paths.costs]: () => import('../features/trust/CostsPage'),
  [paths.shop]: () => import('../features/shop/ShopPage'),
  [paths.profile]: () => import('../features/profile/ProfilePage'),
  [paths.settings]: () => import('../features/settings/SettingsPage'),
  [paths.publicProfile]: () => import('../features/profile/PublicProfilePage'),
  [paths.team]: () => import('../features/team/TeamPage'),
  [paths.farm]: () => import('../features/farm/FarmPage'),
  [paths.portfolio]: () => import('../features/portfolio/PortfolioPage'),
  [paths.wallet]: () => import('../features/wallet/WalletPage'),
  [paths.protection]: () => import('../features/protection/ProtectionPage'),
  // The pages of links in mails open in a signed-in browser too (issue 17).
  [paths.verifyEmail]: () => import('../features/auth/VerifyEmailPage'),
  [paths.resetPassword]: () => import('../features/auth/ResetPasswordPage'),
  [paths.cancelEmailChange]: () => import('../features/auth/CancelEmailChangePage'),
  [paths.unlockTwoFactor]: () => import('../features/auth/UnlockTwoFactorPage'),
  [paths.exportDownload]: () => import('../features/settings/ExportDownloadPage'),
} satisfies Record<string, () => PageModule>;

export type SignedInPagePath = keyof typeof loaders;

/** Each page as a lazy component, under its route path. */
export const signedInPages: Record<string, ComponentType> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path, lazy(load)]),
);

/** Starts fetching the page that `pathname` shows, if it is one of the set's lazy pages. */
export function preloadSignedInPage(pathname: string): void {
  const path = (Object.keys(loaders) as SignedInPagePath[]).find((pattern) => matchPath(pattern, pathname));
  if (path) void loaders[path]();
}
