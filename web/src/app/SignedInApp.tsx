/**
 * The signed-in route set (spec §2) in its shell, with the parts only a signed-in visitor has: the
 * notification bell, the user menu, the stream warnings, the account's saved settings and tRPC. A module
 * of its own, so the public pages' first load carries none of it.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
// The dashboard is the signed-in home page: it comes with the set rather than one request later.
import DashboardPage from '../features/dashboard/DashboardPage';
import { AccountSettingsSync } from '../features/settings';
import { StreamReminderWarnings } from '../features/streams';
import { NotificationBell } from './layout/NotificationBell';
import { Shell } from './layout/Shell';
import { SimulationNotice } from './layout/SimulationNotice';
import { UserMenu } from './layout/UserMenu';
import { VerifyEmailBanner } from './layout/VerifyEmailBanner';
import { NotFoundPage } from './NotFoundPage';
import { signedInNavItems } from './navigation';
import { paths } from './paths';
import { TrpcProvider } from './TrpcProvider';

const StreamsPage = lazy(() => import('../features/streams/StreamsPage'));
const MarketplacePage = lazy(() => import('../features/marketplace/MarketplacePage'));
const AssetPage = lazy(() => import('../features/marketplace/AssetPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const ImpressumPage = lazy(() => import('../features/legal/ImpressumPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const ProjectMapPage = lazy(() => import('../features/map/ProjectMapPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const FarmPage = lazy(() => import('../features/farm/FarmPage'));
const ShopPage = lazy(() => import('../features/shop/ShopPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const PublicProfilePage = lazy(() => import('../features/profile/PublicProfilePage'));
// The pages of links in mails open in a signed-in browser too (issue 17).
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));

export default function SignedInApp() {
  return (
    <TrpcProvider>
      {/* The account's saved language, theme and time zone apply; the shell's toggles are saved back. */}
      <AccountSettingsSync />
      {/* Once for the whole signed-in app: the 15-minute stream warnings come on every page (spec §4). */}
      <StreamReminderWarnings />
      <Shell
        navItems={signedInNavItems}
        banner={
          <>
            <SimulationNotice />
            <VerifyEmailBanner />
          </>
        }
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
          <Route path={paths.privacy} element={<PrivacyPage />} />
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.shop} element={<ShopPage />} />
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.settings} element={<SettingsPage />} />
          <Route path={paths.publicProfile} element={<PublicProfilePage />} />
          <Route path={paths.team} element={<TeamPage />} />
          <Route path={paths.farm} element={<FarmPage />} />
          <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Shell>
    </TrpcProvider>
  );
}
