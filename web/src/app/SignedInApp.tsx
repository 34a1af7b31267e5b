/**
 * The signed-in route set (product §2) inside the signed-in frame (AppRoutes), with the parts only a signed-in
 * visitor has: the notification bell and the user menu, the address reminder (both into the frame's slots),
 * the stream warnings, the account's saved settings and tRPC. A module of its own, so the public pages'
 * first load carries none of it.
 */
import { lazy, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { AccountSettingsSync } from '../features/settings';
import { nextFromSearch } from '../lib/returnPath';
import { useSignedInUser } from '../lib/session';
import { afterNextPaint, useDeferredModule } from '../lib/useDeferredModule';
import { VerifyEmailBanner } from './layout/VerifyEmailBanner';
import { KeepForOffline, OfflineNotice } from './OfflineNotice';
import { signedInPages } from './signedInPages';
import { TrpcProvider } from './TrpcProvider';

// The operator console (issue 20): its own chunks, fetched only when an operator opens it.
const AdminConsole = lazy(() => import('../features/admin/AdminConsole'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** /admin: the console for operators; for everyone else the path does not exist. */
function AdminRoute() {
  const user = useSignedInUser();
  return user.role === 'operator' ? <AdminConsole notFound={<NotFoundPage />} /> : <NotFoundPage />;
}

// What the page does not wait for: fetched once it is on screen and the browser idle (useDeferredModule).
const loadHeaderActions = () => import('./layout/HeaderActions');
const loadStreams = () => import('../features/streams');

/** The notification bell and the user menu: asked for as soon as the page has painted, not when idle. */
function DeferredHeaderActions() {
  const { module, request } = useDeferredModule(loadHeaderActions);
  useEffect(() => afterNextPaint(request), [request]);
  return module ? <module.default /> : null;
}

/** Once for the whole signed-in app: the 15-minute stream warnings come on every page (product §4). */
function DeferredStreamWarnings() {
  const { module } = useDeferredModule(loadStreams);
  return module ? <module.StreamReminderWarnings /> : null;
}

/** /login and /register when signed in already: on to the page `?next=` names, else the dashboard. */
function SignedInAlready() {
  return <Navigate to={nextFromSearch(useLocation().search) ?? paths.home} replace />;
}

/** The frame's slots the set renders into (AppRoutes' SignedInSet): the header's actions and the banner. */
export interface FrameSlots {
  actions: HTMLElement;
  banner: HTMLElement;
}

export default function SignedInApp({ slots }: { slots: FrameSlots }) {
  return (
    <TrpcProvider>
      {/* The account's saved language, theme and time zone apply; the shell's toggles are saved back. */}
      <AccountSettingsSync />
      <DeferredStreamWarnings />
      <KeepForOffline />
      {createPortal(<OfflineNotice />, slots.banner)}
      {createPortal(<VerifyEmailBanner />, slots.banner)}
      {createPortal(<DeferredHeaderActions />, slots.actions)}
      <Routes>
        {Object.entries(signedInPages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.login} element={<SignedInAlready />} />
        <Route path={paths.register} element={<SignedInAlready />} />
        <Route path={`${paths.admin}/*`} element={<AdminRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TrpcProvider>
  );
}
