/**
 * The data layer for the parts of the app that call /trpc — the signed-in route set and the sign-in and
 * registration pages: TanStack Query's cache and tRPC's React context. It comes with their chunks, so the
 * public pages' first load carries neither; they all share one query cache and one tRPC client, so the
 * cache outlives the step from the sign-in page to the signed-in set.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hydrateRestored } from '../lib/offlineData';
import { createQueryClient } from '../lib/queryClient';
import { RefetchOnLanguageChange } from '../lib/RefetchOnLanguageChange';
import { createTrpcClient, trpc } from '../lib/trpc';

let queryClient: ReturnType<typeof createQueryClient> | undefined;
let client: ReturnType<typeof createTrpcClient> | undefined;

export function TrpcProvider({ children }: { children: ReactNode }) {
  if (!queryClient) {
    queryClient = createQueryClient();
    // A start without network: the last data kept for the signed-in user (decision 0084).
    hydrateRestored(queryClient);
  }
  client ??= createTrpcClient();
  return (
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={client} queryClient={queryClient}>
        <RefetchOnLanguageChange />
        {children}
      </trpc.Provider>
    </QueryClientProvider>
  );
}
