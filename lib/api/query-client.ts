import { QueryClient, isServer } from '@tanstack/react-query';

/**
 * The islands' React Query client (DESIGN §1; TanStack's Next.js pattern: one per server request, one in the
 * browser): every island on a page shares the browser's one, so two islands asking for the same key (the header's
 * and the drawer's session) make one request. components/ui/QueryIsland.tsx provides it to the islands that hold
 * server state; lib/api/session-cache.ts reads the session through it without a provider.
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
