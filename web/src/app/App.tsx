/**
 * The provider stack: theme, toasts, language, router. The data layer (TanStack Query, tRPC) comes with the
 * parts that call the API (TrpcProvider), the toast viewport with the first toast (Toasts).
 */
import { MantineProvider } from '@mantine/core';
import { type NotificationsState, notificationsStore } from '@mantine/notifications';
import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHotkey } from '../components/useToast';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { useDeferredModule, whenIdle } from '../lib/useDeferredModule';
import { AppRoutes } from './AppRoutes';
import { colorSchemeManager, theme } from './theme';

const loadToasts = () => import('./Toasts');
const loadUpdates = () => import('./UpdateNotice');
const loadServiceWorker = () => import('../lib/serviceWorker');

const hasToast = (state: NotificationsState) => state.notifications.length + state.queue.length > 0;

/**
 * The toast viewport: fetched when the browser is idle after the first paint, mounted with the first toast
 * (which waits in the store until then) — not at idle on every page for nothing.
 */
function DeferredToasts() {
  const { module, request } = useDeferredModule(loadToasts, { mount: 'request' });
  useEffect(() => {
    if (hasToast(notificationsStore.getState())) {
      request();
      return;
    }
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (!hasToast(state)) return;
      unsubscribe();
      request();
    });
    return unsubscribe;
  }, [request]);
  return module ? <module.default /> : null;
}

/**
 * The service worker and its update notice (decision 0084): the worker is registered once the browser is
 * idle after the first paint (neither is on the first page's way); the notice's code is fetched then too and
 * mounted when a new version waits (decision 0113).
 */
function DeferredUpdates() {
  const { module, request } = useDeferredModule(loadUpdates, { mount: 'request' });
  useEffect(
    () =>
      whenIdle(() => {
        void loadServiceWorker().then((worker) => {
          worker.registerServiceWorker();
          worker.whenUpdateWaiting(request);
        });
      }),
    [request],
  );
  return module ? <module.UpdateNotice /> : null;
}

export function App() {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      // Product §1: the shell is dark until the visitor picks light or system.
      defaultColorScheme="dark"
      // The theme's CSS variables, cssVariablesResolver's among them, are a stylesheet made from theme.ts at
      // build time (themeVariables.css, decision 0105), not computed at every start.
      withCssVariables={false}
      // Issue 36: responsive style props as hashed classes whose rules go into <head>, not a <style> in
      // <body> (patches/@mantine%2Fcore: every Mantine style element is hoisted; decision 0082).
      deduplicateInlineStyles
    >
      <DeferredToasts />
      <ToastHotkey />
      {/* Until the catalogue of a language chosen earlier has loaded (German comes with the app). */}
      <Suspense fallback={null}>
        <LocaleProvider>
          {/* Without transitions a navigation commits at once, which useCompleteSignIn relies on. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
          <DeferredUpdates />
        </LocaleProvider>
      </Suspense>
    </MantineProvider>
  );
}
