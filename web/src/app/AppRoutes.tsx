/**
 * The route sets of spec §2: the loading view until the session is known, then the signed-out or the
 * signed-in set, each in its shell. A visitor without the server's session hint sees the signed-out set
 * at once, while the check runs. Pages are split per route with React.lazy.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
// The landing page comes with the app itself: the first page most visitors see paints without a further
// request (its JavaScript is in the first-load budget either way, e2e/budget.e2e.ts).
import LandingPage from '../features/landing/LandingPage';
import { hasSessionHint, SignedInUserContext, useSessionQuery } from '../lib/session';
import { PreAnnouncementBanner } from './layout/PreAnnouncementBanner';
import { Shell } from './layout/Shell';
import { publicAuthItems, publicNavItems } from './navigation';
import { paths } from './paths';

/** The signed-in route set with its shell parts and tRPC, loaded once the session has a user. */
const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = lazy(loadSignedInApp);

/**
 * The auth pages (sign-in, registration, forgotten password, the pages of links in mails) call /trpc: the
 * page comes with tRPC's context, fetched side by side, and the signed-in route set the page may lead to is
 * fetched ahead.
 */
function authPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    void loadSignedInApp();
    const [{ default: Page }, { TrpcProvider }] = await Promise.all([load(), import('./TrpcProvider')]);
    return {
      default: () => (
        <TrpcProvider>
          <Page />
        </TrpcProvider>
      ),
    };
  });
}

const LoginPage = authPage(() => import('../features/auth/LoginPage'));
const RegisterPage = authPage(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = authPage(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = authPage(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = authPage(() => import('../features/auth/VerifyEmailPage'));
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage'));
const ImpressumPage = lazy(() => import('../features/legal/ImpressumPage'));
const WorldMapPage = lazy(() => import('../features/map/WorldMapPage'));
const DemosPage = lazy(() => import('../features/demos/DemosPage'));
const DashboardDemoPage = lazy(() => import('../demo/dashboard/DashboardDemoPage'));
const MarketplaceDemoPage = lazy(() => import('../demo/marketplace/MarketplaceDemoPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const TeamDemoPage = lazy(() => import('../demo/team/TeamDemoPage'));
const MobileAppPage = lazy(() => import('../features/mobileApp/MobileAppPage'));
const FarmDemoPage = lazy(() => import('../demo/farm/FarmDemoPage'));
const ShopDemoPage = lazy(() => import('../demo/shop/ShopDemoPage'));
const ProfileDemoPage = lazy(() => import('../demo/profile/ProfileDemoPage'));

function SignedOutApp() {
  return (
    <Shell navItems={publicNavItems} authItems={publicAuthItems} banner={<PreAnnouncementBanner />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
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
      <Suspense fallback={<LoadingScreen />}>
        <SignedInApp />
      </Suspense>
    </SignedInUserContext>
  );
}
