'use client';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/api/query-client';

/**
 * React Query for one client island (DESIGN §1): the provider wraps the islands that hold server state, never the
 * root layout, so a page without such an island never loads the library.
 */
export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
