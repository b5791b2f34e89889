import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryDefaults } from './queryClient';

/**
 * A query client for one test or story: the app's settings with retries off (a failure a story
 * fakes shows at once) and nothing dropped from the cache while the test looks at it.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults?.queries, retry: false, gcTime: Infinity },
      mutations: { ...queryDefaults?.mutations },
    },
  });
}

/** Wraps a rendered screen in its own fresh query client (or the one given, to look into it). */
export function TestQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? testQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
