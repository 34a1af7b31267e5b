/**
 * tRPC's React context for the parts of the app that call /trpc: the signed-in route set and the sign-in
 * and registration pages. It comes with their chunks, so the public pages' first load carries no tRPC
 * client; they all share one client and the app's query cache.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createTrpcClient, trpc } from '../lib/trpc';

let client: ReturnType<typeof createTrpcClient> | undefined;

export function TrpcProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  client ??= createTrpcClient();
  return (
    <trpc.Provider client={client} queryClient={queryClient}>
      {children}
    </trpc.Provider>
  );
}
