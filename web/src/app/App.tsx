/** The provider stack: theme, toasts, data (TanStack Query + tRPC), language, router. */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHotkey } from '../components/useToast';
import { AccountSettingsSync } from '../features/settings';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createQueryClient } from '../lib/queryClient';
import { RefetchOnLanguageChange } from '../lib/RefetchOnLanguageChange';
import { createTrpcClient, trpc } from '../lib/trpc';
import { AppRoutes } from './AppRoutes';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      // Spec §1: the shell is dark until the visitor picks light or system.
      defaultColorScheme="dark"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications limit={1} autoClose={5000} />
      <ToastHotkey />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider>
            <RefetchOnLanguageChange />
            {/* Signed in, the account's saved language and theme apply; the shell's toggles are saved back. */}
            <AccountSettingsSync />
            {/* Without transitions a navigation commits at once, which useCompleteSignIn relies on. */}
            <BrowserRouter useTransitions={false}>
              <AppRoutes />
            </BrowserRouter>
          </LocaleProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
