import { addLine } from '@/lib/cart/add';
import { randomKey, readCart, writeCart } from '@/lib/cart/storage';
import type { CartItem } from '@/lib/cart/types';
import type { LineKeys } from '@/lib/cart/lines';
import type { AddErrorKey } from './types';

export type Outcome = { ok: true; outletWarning: boolean } | { ok: false; error: AddErrorKey };

/**
 * Add lines built from the catalogue to this tab's cart (spec §4): every line passes the add rules against the
 * cart as it is now (read at the click, so the page itself stays cacheable), and either all of them are stored,
 * under one group key, or none. Storing fires CART_EVENT, which the header badge follows.
 */
export function commitLines(host: string, venueId: number, build: (keys: () => LineKeys) => CartItem[]): Outcome {
  try {
    const groupKey = randomKey();
    const lines = build(() => ({ key: randomKey(), groupKey }));
    if (!lines.length) return { ok: false, error: 'failed' };
    let cart = readCart(sessionStorage, host);
    let warn = false;
    for (const line of lines) {
      const r = addLine(cart, line, venueId);
      if (!r.ok) return { ok: false, error: r.error.key };
      cart = r.cart;
      warn = r.outletWarning;
    }
    writeCart(sessionStorage, host, cart, window);
    return { ok: true, outletWarning: warn };
  } catch {
    // Storage full or disabled: nothing was added.
    return { ok: false, error: 'failed' };
  }
}
