'use client';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, isServer } from '@tanstack/react-query';

/**
 * React Query for one client island (DESIGN §1): the provider wraps the islands that hold server state, never the
 * root layout, so a page without such an island never loads the library. In the browser every island shares one
 * QueryClient (TanStack's Next.js pattern: one per server request, one in the browser), so two islands on the same
 * page asking for the same key (the header's and the drawer's session) make one request.
 */
let browserClient: QueryClient | undefined;

function makeClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } },
  });
}

export function queryClient(): QueryClient {
  if (isServer) return makeClient();
  return (browserClient ??= makeClient());
}

export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
