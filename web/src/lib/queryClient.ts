import { QueryClient } from '@tanstack/react-query';

/** Product §7: data never goes stale, no refetch on window focus, no retries for queries or mutations. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
