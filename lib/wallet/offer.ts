import 'server-only';
import type { OrderView } from '@/lib/orders/types';
import type { Tenant } from '@/lib/tenant/tenants';
import { appleSignerFor, googleSignerFor } from './credentials';

/**
 * Which wallet buttons an order's tickets get (issue 25): only a paid order's admission tickets, and only the
 * wallets whose credentials the venue has and that load (a broken one is logged once and hidden, never a 500).
 */
export interface WalletOffer {
  apple: boolean;
  google: boolean;
}

export function walletOffer(tenant: Tenant, order: Pick<OrderView, 'status' | 'tickets'>): WalletOffer {
  if (order.status !== 'paid' || order.tickets.length === 0) return { apple: false, google: false };
  return { apple: appleSignerFor(tenant) !== null, google: googleSignerFor(tenant) !== null };
}

/** The routes behind the buttons (app/api/orders/[token]/wallet/…); `ticket` is 1-based. */
export const appleWalletHref = (token: string, ticket: number, lang: string) => `/api/orders/${encodeURIComponent(token)}/wallet/apple?ticket=${ticket}&lang=${lang}`;
export const googleWalletHref = (token: string, ticket: number, lang: string) => `/api/orders/${encodeURIComponent(token)}/wallet/google?ticket=${ticket}&lang=${lang}`;

/** "?ticket=2" → index 1; anything but a whole number from 1 to the count is null. */
export function ticketIndex(param: string | null, count: number): number | null {
  if (!param || !/^\d{1,4}$/.test(param)) return null;
  const n = Number(param);
  return n >= 1 && n <= count ? n - 1 : null;
}
