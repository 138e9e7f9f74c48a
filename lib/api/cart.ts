import { api, ApiError, SessionExpiredError } from './client';
import { syncResponseSchema } from '../provider/facilities';
import { workshopCheckResponseSchema } from '../provider/commerce';
import { syncProducts } from '../provider/commerce-shapes';
import { holdEnd } from '../cart/holds';
import type { CartItem } from '../cart/types';

/**
 * The add-to-cart and cart calls of the browser (spec §7 cart/sync, workshops/check), through the BFF: each builds
 * the wire body here (lib/provider/commerce-shapes.ts), parses the answer with the contract schema and gives back
 * app values. Islands whose first load must stay small load this module on demand (`import()`): its schemas bring zod.
 */

/**
 * Holds the places of facility lines; answers the hold's end as the provider gives it (`holdEnd`), or throws the
 * provider's refusal (ApiError, spec §8) so nothing is added.
 */
export async function reserve(items: readonly CartItem[], quantity?: (i: CartItem) => number): Promise<number> {
  const products = syncProducts(items, quantity);
  if (!products.length) return holdEnd(null, Date.now());
  return holdEnd(await api.post('cart/sync', { body: { products }, schema: syncResponseSchema }), Date.now());
}

/** Releases holds (spec §4: removing an item releases its reserved facility items). Best effort: holds expire anyway. */
export async function release(items: readonly CartItem[], quantity?: (i: CartItem) => number): Promise<void> {
  await Promise.all(syncProducts(items, quantity).map((p) => api.delete('cart/sync', { body: p }).catch(() => undefined)));
}

export interface WorkshopPrice {
  price: number;
  tax: number;
  sessions: number | null;
  endDate: string | null;
}

export type CheckResult = { ok: true; value: WorkshopPrice } | { ok: false; message: string | null; expired?: boolean };

export interface WorkshopChoice {
  programmeId: number;
  packageId: number;
  startDate: string;
  days: number[];
}

/**
 * POST workshops/check (spec §7, docs/commerce.md): the price of a programme package from a start date on the chosen
 * weekdays. Never throws: a refusal carries the provider's message, an expired session says so (the client has
 * handled it), anything else is a failure without a message.
 */
export async function checkWorkshop(req: WorkshopChoice, signal?: AbortSignal): Promise<CheckResult> {
  try {
    const { data } = await api.post('workshops/check', {
      body: { workshop_program_id: req.programmeId, product_id: req.packageId, start_date: req.startDate, days: req.days },
      schema: workshopCheckResponseSchema,
      signal,
    });
    return { ok: true, value: { price: data.price, tax: data.tax_amount, sessions: data.sessions ?? null, endDate: data.end_date ?? null } };
  } catch (e) {
    if (e instanceof SessionExpiredError) return { ok: false, message: null, expired: true };
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) return { ok: false, message: e.serverMessage };
    if (signal?.aborted) throw e;
    return { ok: false, message: null };
  }
}
