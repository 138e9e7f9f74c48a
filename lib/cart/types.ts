import type { LocalizedText } from '../i18n/pick';

/** spec §3 cart item productType. Only facility lines are built today; the others fit the same shape. */
export type ProductType = 'facility' | 'event' | 'membership' | 'academy' | 'trainer' | 'pos' | 'offer';

export interface FacilityLine {
  facilityId: number;
  facilityName: LocalizedText;
  venueServiceId: number;
  /** YYYY-MM-DD and HH:mm:ss; an end at midnight is stored as 23:59:59 (spec §9). */
  date: string;
  start: string;
  end: string;
  capacityBased: boolean;
  participantCount: number;
  dependencies: Array<{ product_id: number; period?: string | null }>;
}

export interface CartItem {
  /** Unique per line. */
  key: string;
  /** Lines added together (a ticket, its default products and its add-ons) share a group key (spec §4). */
  groupKey: string;
  venueId: number;
  productType: ProductType;
  productId: number;
  name: LocalizedText;
  quantity: number;
  price: number;
  taxAmount: number;
  /** Visitor blocks collected for the line (participant details). */
  customers: unknown[];
  isAddon?: boolean;
  /** Largest quantity the line may reach (add-on stock); absent when the provider decides. */
  maxQuantity?: number;
  facility?: FacilityLine;
}

export interface Cart {
  items: CartItem[];
}

export type CartError =
  | { key: 'productInCart' }
  | { key: 'addTicketFirst' }
  | { key: 'membershipWithOthers' }
  | { key: 'othersWithMembership' }
  | { key: 'dependencyConflict' };

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: CartError };

/** One facility line as the provider holds it (POST/DELETE cart/sync, spec §7). */
export interface SyncProduct {
  product_id: number;
  quantity: number;
  date: string;
  start_time: string;
  end_time: string;
  facility_id: number;
}
