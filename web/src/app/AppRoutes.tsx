/**
 * The route sets of product §2: the loading view until the session is known, then the signed-out or the
 * signed-in set, each in its shell. A visitor without the server's session hint sees the signed-out set
 * at once, while the check runs. Pages are split per route with React.lazy.
 */
import { type ComponentType, lazy, startTransition, useEffect, useMemo, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { publicAuthItems, publicNavItems, signedInNavItems } from '../config/navigation';
import { paths } from '../config/paths';
// The landing page comes with the app itself: the first page most visitors see paints without a further
// request (its JavaScript is in the first-load budget either way, e2e/budget.e2e.ts).
import LandingPage from '../features/landing/LandingPage';
import { loadPageMessages } from '../i18n/LocaleProvider';
import {
  hasSessionHint,
  SignedInUserContext,
  startSessionCheck,
  useSession,
  useSignedInUser,
} from '../lib/session';
import { AfterFirstPaint, afterNextPaint, whenIdle } from '../lib/useDeferredModule';
import { PreAnnouncementBanner } from './layout/PreAnnouncementBanner';
import { Shell } from './layout/Shell';
import { SimulationNotice } from './layout/SimulationNotice';
import { showsVerifyBanner } from './layout/verifyBanner';
import { PageFallback } from './PageFallback';
import { preloadSignedInPage } from './signedInPages';

/**
 * A page other than the landing page: its chunk and the pages' part of the catalogue, fetched side by side
 * (the landing page and the shell need only the first part, i18n/catalog.<lang>.start.ts). Everything this
 * module loads lazily goes through here; messages.test.ts relies on it.
 */
function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazy(async () => {
    const [module] = await Promise.all([load(), loadPageMessages()]);
    return module;
  });
  return Page;
}

/** A lazy page (lazyPage) in the shell: on the app's first paint the shell comes first. */
function page<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Page = lazyPage(load);
  // On the app's first paint the shell comes first, then the page's files are fetched: fetched earlier, they
  // would compete with the shell's first paint (measured: later first paint on every public page).
  return (props: P) => (
    <AfterFirstPaint fallback={<PageFallback />}>
      <Page {...props} />
    </AfterFirstPaint>
  );
}

/** The signed-in route set with its shell parts and tRPC, loaded once the session has a user. */
const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = lazyPage(loadSignedInApp);

function preloadSignedInApp() {
  void loadSignedInApp();
  void loadPageMessages();
  preloadSignedInPage(window.location.pathname);
}

/**
 * The signed-in set in its frame: the shell with its navigation and the notice every signed-in page opens
 * with paints once the session is known — the notice is a phone's largest text — and stays: the set's files,
 * with the opened page's, are fetched after that paint, and the set renders the page inside it and its
 * data-bound parts into the frame's slots (SignedInApp). A transition keeps the loader meanwhile, and the
 * shell is never mounted twice, so a menu opened early stays open.
 */
function SignedInSet() {
  const user = useSignedInUser();
  const [actions, setActions] = useState<HTMLElement | null>(null);
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  const [framePainted, setFramePainted] = useState(false);
  // The same elements on every render: the shell's header is not drawn again when the slots are set.
  const actionsSlot = useMemo(() => <div ref={setActions} style={SLOT} />, []);
  const bannerFrame = useMemo(
    () => (
      <>
        <SimulationNotice />
        <div ref={setBanner} style={SLOT} />
      </>
    ),
    [],
  );
  useEffect(
    () =>
      afterNextPaint(() => {
        preloadSignedInApp();
        startTransition(() => setFramePainted(true));
      }),
    [],
  );
  return (
    <Shell navItems={signedInNavItems} banner={bannerFrame} actions={actionsSlot}>
      {framePainted && actions && banner ? (
        <SignedInApp slots={{ actions, banner }} />
      ) : (
        // The page's head only where no notice is to come above it with the set (it would push the head down).
        <PageFallback head={!showsVerifyBanner(user)} />
      )}
    </Shell>
  );
}

/** A slot of the frame: its content takes part in the layout as if it stood there itself. */
const SLOT = { display: 'contents' } as const;

// A browser with the session hint is almost surely signed in: the check starts with the app (the server
// preloads its answer with the page, static.ts).
if (hasSessionHint()) startSessionCheck();

/**
 * The auth pages (sign-in, registration, forgotten password, the pages of links in mails) and the public
 * profile (issue 18) call /trpc: the
 * page comes with tRPC's context, fetched side by side, and the signed-in route set the page may lead to is
 * fetched once the page is on screen and the browser idle (it would compete with the page's own files).
 */
function authPage(load: () => Promise<{ default: ComponentType }>) {
  return page(async () => {
    const [{ default: Page }, { TrpcProvider }] = await Promise.all([load(), import('./TrpcProvider')]);
    return {
      default: function AuthPage() {
        useEffect(() => whenIdle(() => void loadSignedInApp()), []);
        return (
          <TrpcProvider>
            <Page />
          </TrpcProvider>
        );
      },
    };
  });
}

const LoginPage = authPage(() => import('../features/auth/LoginPage'));
const RegisterPage = authPage(() => import('../features/auth/RegisterPage'));
const ForgotPasswordPage = authPage(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = authPage(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = authPage(() => import('../features/auth/VerifyEmailPage'));
const CancelEmailChangePage = authPage(() => import('../features/auth/CancelEmailChangePage'));
const UnlockTwoFactorPage = authPage(() => import('../features/auth/UnlockTwoFactorPage'));
const ExportDownloadPage = page(() => import('../features/settings/ExportDownloadPage'));
const PublicProfilePage = authPage(() => import('../features/profile/PublicProfilePage'));
const AboutPage = page(() => import('../features/about/AboutPage'));
const CategoriesPage = page(() => import('../features/categories/CategoriesPage'));
const ImpressumPage = page(() => import('../features/legal/ImpressumPage'));
const PrivacyPage = page(() => import('../features/legal/PrivacyPage'));
const TermsPage = page(() => import('../features/legal/TermsPage'));
// Investor protection and accessibility (issue 35): the form pages and the statistics call /trpc.
const ComplaintsPage = authPage(() => import('../features/trust/ComplaintsPage'));
const AccessibilityPage = authPage(() => import('../features/trust/AccessibilityPage'));
const StatisticsPage = authPage(() => import('../features/trust/StatisticsPage'));
const CostsPage = page(() => import('../features/trust/CostsPage'));
const WorldMapPage = page(() => import('../features/map/WorldMapPage'));
const DemosPage = page(() => import('../features/demos/DemosPage'));
const DashboardDemoPage = page(() => import('../demo/dashboard/DashboardDemoPage'));
const MarketplaceDemoPage = page(() => import('../demo/marketplace/MarketplaceDemoPage'));
const TeamPage = page(() => import('../features/team/TeamPage'));
const TeamDemoPage = page(() => import('../demo/team/TeamDemoPage'));
const MobileAppPage = page(() => import('../features/mobileApp/MobileAppPage'));
const FarmDemoPage = page(() => import('../demo/farm/FarmDemoPage'));
const ShopDemoPage = page(() => import('../demo/shop/ShopDemoPage'));
const ProfileDemoPage = page(() => import('../demo/profile/ProfileDemoPage'));
// The operator console's path is no public page: signed out it is not found (issue 20).
const NotFoundPage = page(() => import('./NotFoundPage'));

/** The public pages loaded lazily, by path (the landing page comes with the app). */
const publicPages: Record<string, ComponentType> = {
  [paths.login]: LoginPage,
  [paths.register]: RegisterPage,
  [paths.forgotPassword]: ForgotPasswordPage,
  [paths.resetPassword]: ResetPasswordPage,
  [paths.verifyEmail]: VerifyEmailPage,
  [paths.cancelEmailChange]: CancelEmailChangePage,
  [paths.unlockTwoFactor]: UnlockTwoFactorPage,
  [paths.exportDownload]: ExportDownloadPage,
  [paths.about]: AboutPage,
  [paths.categories]: CategoriesPage,
  [paths.map]: WorldMapPage,
  [paths.impressum]: ImpressumPage,
  [paths.privacy]: PrivacyPage,
  [paths.terms]: TermsPage,
  [paths.complaints]: ComplaintsPage,
  [paths.accessibility]: AccessibilityPage,
  [paths.statistics]: StatisticsPage,
  [paths.costs]: CostsPage,
  [paths.demos]: DemosPage,
  [paths.dashboardDemo]: DashboardDemoPage,
  [paths.marketplaceDemo]: MarketplaceDemoPage,
  [paths.profileDemo]: ProfileDemoPage,
  [paths.farmDemo]: FarmDemoPage,
  [paths.shopDemo]: ShopDemoPage,
  [paths.teamDemo]: TeamDemoPage,
  [paths.team]: TeamPage,
  [paths.mobileApp]: MobileAppPage,
  [paths.publicProfile]: PublicProfilePage,
};

function SignedOutApp() {
  return (
    <Shell navItems={publicNavItems} authItems={publicAuthItems} banner={<PreAnnouncementBanner />}>
      <Routes>
        <Route path={paths.home} element={<LandingPage />} />
        {Object.entries(publicPages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={`${paths.admin}/*`} element={<NotFoundPage />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </Shell>
  );
}

/**
 * The signed-out set as one element: the check that finds nobody (a visitor whose public page is already on
 * screen) re-renders the switch only — React leaves a subtree alone whose element is the one it rendered.
 */
const signedOutApp = <SignedOutApp />;

export function AppRoutes() {
  // The session store is read as it is at each render, and setting it re-renders the switch at once: a
  // navigation right after sign-in or sign-out picks the matching route set in the same render instead of
  // showing the old set at the new path first.
  const user = useSession();
  // Only a signed-in browser has the hint: it waits for the check, so that it never sees the landing page
  // first. Without the hint the public pages paint at once; should the check still find a session (one
  // from before the hint), the signed-in set follows — never the other way round.
  if (user === undefined && hasSessionHint()) return <LoadingScreen />;
  if (!user) return signedOutApp;
  return (
    <SignedInUserContext value={user}>
      <SignedInSet />
    </SignedInUserContext>
  );
}
