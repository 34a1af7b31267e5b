/**
 * The route sets of spec §2: the loading view until the session is known, then the signed-out or the
 * signed-in set, each in its shell. A visitor without the server's session hint sees the signed-out set
 * at once, while the check runs. Pages are split per route with React.lazy.
 */
import { lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { StreamReminderWarnings } from '../features/streams';
import { hasSessionHint, SignedInUserContext, useSessionQuery } from '../lib/session';
import { NotificationBell } from './layout/NotificationBell';
import { PreAnnouncementBanner } from './layout/PreAnnouncementBanner';
import { Shell } from './layout/Shell';
import { UserMenu } from './layout/UserMenu';
import { NotFoundPage } from './NotFoundPage';
import { publicAuthItems, publicNavItems, signedInNavItems } from './navigation';
import { paths } from './paths';

const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const StreamsPage = lazy(() => import('../features/streams/StreamsPage'));
const MarketplacePage = lazy(() => import('../features/marketplace/MarketplacePage'));
const AssetPage = lazy(() => import('../features/marketplace/AssetPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage'));
const ImpressumPage = lazy(() => import('../features/legal/ImpressumPage'));
const WorldMapPage = lazy(() => import('../features/map/WorldMapPage'));
const ProjectMapPage = lazy(() => import('../features/map/ProjectMapPage'));
const DemosPage = lazy(() => import('../features/demos/DemosPage'));
const DashboardDemoPage = lazy(() => import('../demo/dashboard/DashboardDemoPage'));
const MarketplaceDemoPage = lazy(() => import('../demo/marketplace/MarketplaceDemoPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const TeamDemoPage = lazy(() => import('../demo/team/TeamDemoPage'));
const MobileAppPage = lazy(() => import('../features/mobileApp/MobileAppPage'));
const FarmPage = lazy(() => import('../features/farm/FarmPage'));
const FarmDemoPage = lazy(() => import('../demo/farm/FarmDemoPage'));
const ShopPage = lazy(() => import('../features/shop/ShopPage'));
const ShopDemoPage = lazy(() => import('../demo/shop/ShopDemoPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const ProfileDemoPage = lazy(() => import('../demo/profile/ProfileDemoPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));

function SignedOutApp() {
  return (
    <Shell navItems={publicNavItems} authItems={publicAuthItems} banner={<PreAnnouncementBanner />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.categories} element={<CategoriesPage />} />
        <Route path={paths.map} element={<WorldMapPage />} />
        <Route path={paths.impressum} element={<ImpressumPage />} />
        <Route path={paths.demos} element={<DemosPage />} />
        <Route path={paths.dashboardDemo} element={<DashboardDemoPage />} />
        <Route path={paths.marketplaceDemo} element={<MarketplaceDemoPage />} />
        <Route path={paths.profileDemo} element={<ProfileDemoPage />} />
        <Route path={paths.farmDemo} element={<FarmDemoPage />} />
        <Route path={paths.shopDemo} element={<ShopDemoPage />} />
        <Route path={paths.teamDemo} element={<TeamDemoPage />} />
        <Route path={paths.team} element={<TeamPage />} />
        <Route path={paths.mobileApp} element={<MobileAppPage />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Shell>
  );
}

function SignedInApp() {
  return (
    <>
      {/* Once for the whole signed-in app: the 15-minute stream warnings come on every page (spec §4). */}
      <StreamReminderWarnings />
      <Shell
        navItems={signedInNavItems}
        actions={
          <>
            <NotificationBell />
            <UserMenu />
          </>
        }
      >
        <Routes>
          <Route path={paths.home} element={<DashboardPage />} />
          <Route path={paths.streams} element={<StreamsPage />} />
          <Route path={paths.marketplace} element={<MarketplacePage />} />
          <Route path={paths.asset} element={<AssetPage />} />
          <Route path={paths.orders} element={<OrdersPage />} />
          <Route path={paths.map} element={<ProjectMapPage />} />
          <Route path={paths.impressum} element={<ImpressumPage />} />
          <Route path={paths.shop} element={<ShopPage />} />
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.settings} element={<SettingsPage />} />
          <Route path={paths.team} element={<TeamPage />} />
          <Route path={paths.farm} element={<FarmPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Shell>
    </>
  );
}

export function AppRoutes() {
  const session = useSessionQuery();
  // Subscribing to the location makes every navigation re-render the switch, which then reads the session
  // from the cache as it is now: a navigation right after sign-in or sign-out picks the matching route set
  // in the same render instead of showing the old set at the new path first.
  useLocation();
  // Only a signed-in browser has the hint: it waits for the check, so that it never sees the landing page
  // first. Without the hint the public pages paint at once; should the check still find a session (one
  // from before the hint), the signed-in set follows — never the other way round.
  if (session.isPending && hasSessionHint()) return <LoadingScreen />;
  if (!session.data) return <SignedOutApp />;
  return (
    <SignedInUserContext value={session.data}>
      <SignedInApp />
    </SignedInUserContext>
  );
}
