/**
 * The provider stack: theme, toasts, language, router. The data layer (TanStack Query, tRPC) comes with the
 * parts that call the API (TrpcProvider), the toast viewport beside the first page (Toasts).
 */
import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHotkey } from '../components/useToast';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { AppRoutes } from './AppRoutes';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

const Toasts = lazy(() => import('./Toasts'));

export function App() {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      // Spec §1: the shell is dark until the visitor picks light or system.
      defaultColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <ToastHotkey />
      {/* Until the catalogue of a language chosen earlier has loaded (German comes with the app). */}
      <Suspense fallback={null}>
        <LocaleProvider>
          {/* Without transitions a navigation commits at once, which useCompleteSignIn relies on. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </LocaleProvider>
      </Suspense>
    </MantineProvider>
  );
}
