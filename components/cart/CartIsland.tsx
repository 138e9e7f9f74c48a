'use client';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { CartView, type CartViewProps } from './CartView';

/** The cart and checkout island: React Query's provider lives here, not in the root layout (page-weight budget). */
export function CartIsland(props: CartViewProps) {
  return (
    <QueryIsland>
      <CartView {...props} />
    </QueryIsland>
  );
}
