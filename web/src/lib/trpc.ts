/** The typed tRPC client for /trpc. Only the router's type crosses over from the server. */
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@wurzelwerk/server';
import { TRPC_MAX_BATCH_SIZE } from '@wurzelwerk/shared';
import superjson from 'superjson';
import { pageLanguage } from './api';
import { isOnline } from './online';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        maxItems: TRPC_MAX_BATCH_SIZE,
        fetch: (url, options) => {
          // Offline, a change is refused before it leaves (decision 0084): never queued, so never sent twice
          // or late; the caller shows error.offline (serverMessage.ts). Queries go on to their cached data.
          if (options?.method === 'POST' && !isOnline()) return Promise.reject(new TypeError('offline'));
          return fetch(url, { ...options, credentials: 'include' });
        },
        // Content and the server's messages (errors too) come in the language chosen in the app.
        headers: () => ({ 'Accept-Language': pageLanguage() }),
      }),
    ],
  });
}
