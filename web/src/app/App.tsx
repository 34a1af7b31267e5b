/**
 * The provider stack: theme, toasts, data (TanStack Query), language, router. tRPC's context comes with the
 * parts that call it (TrpcProvider), the toast viewport beside the first page (Toasts).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHotkey } from '../components/useToast';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createQueryClient } from '../lib/queryClient';
import { RefetchOnLanguageChange } from '../lib/RefetchOnLanguageChange';
import { AppRoutes } from './AppRoutes';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

const Toasts = lazy(() => import('./Toasts'));

export function App() {
  const [queryClient] = useState(createQueryClient);

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
      <QueryClientProvider client={queryClient}>
        {/* Until the catalogue of a language chosen earlier has loaded (German comes with the app). */}
        <Suspense fallback={null}>
          <LocaleProvider>
            <RefetchOnLanguageChange />
            {/* Without transitions a navigation commits at once, which useCompleteSignIn relies on. */}
            <BrowserRouter useTransitions={false}>
              <AppRoutes />
            </BrowserRouter>
          </LocaleProvider>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
