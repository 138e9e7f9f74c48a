'use client';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CartView, type CartViewProps } from './CartView';

/**
 * The cart and checkout island. React Query's provider lives here only (not in the root layout), so catalogue pages
 * never load it (issue 12 §7, page-weight budget).
 */
export function CartIsland(props: CartViewProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false }, mutations: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <CartView {...props} />
    </QueryClientProvider>
  );
}
