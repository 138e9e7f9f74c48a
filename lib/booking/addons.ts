import type { Addon } from './types';

/** spec §9: add-on default stock 100. */
export const DEFAULT_ADDON_STOCK = 100;

/**
 * spec §5 add-on quantity: 0 to its limit; the limit is the stock (the total with inventory period T, else quantity
 * minus sales) when inventory is enabled, otherwise 100.
 */
export function addonLimit(a: Pick<Addon, 'inventoryEnabled' | 'inventoryPeriod' | 'quantity' | 'sales'>): number {
  if (!a.inventoryEnabled) return DEFAULT_ADDON_STOCK;
  const stock = a.inventoryPeriod === 'T' ? (a.quantity ?? 0) : (a.quantity ?? 0) - (a.sales ?? 0);
  return Math.max(0, stock);
}

/** Clamp a requested quantity; over the limit answers 'maxQuantityReached' ('Max quantity {max} reached'). */
export function clampAddon(requested: number, limit: number): { quantity: number; error: { key: 'maxQuantityReached'; max: number } | null } {
  if (requested > limit) return { quantity: limit, error: { key: 'maxQuantityReached', max: limit } };
  return { quantity: Math.max(0, Math.floor(requested)), error: null };
}
