import type { CartError } from '@/lib/cart/types';

/** Message keys an add can end with (spec §5 duplicates, §8 cart errors) plus a generic failure. */
export type AddErrorKey = CartError['key'] | 'failed';

/**
 * Translated strings for the add-to-cart islands, given as props by the server page (docs/decisions.md: no client
 * message catalogue on public pages).
 */
export interface AddLabels {
  added: string;
  viewCart: string;
  cartHref: string;
  cartError: string;
  outletWarning: string;
  errors: Record<AddErrorKey, string>;
  /** spec §4 cart warning for a second outlet's product (Clear Cart / View Cart). */
  outlet: OutletWarningLabels;
  /** Shown instead of the button on an offer past its valid-until day (issue 23 item 1). */
  offerExpired: string;
}

export interface OutletWarningLabels {
  title: string;
  text: string;
  clearCart: string;
  viewCart: string;
  cleared: string;
  close: string;
}

/** Labels of one quantity stepper. */
export interface StepperLabels {
  group: string;
  decrease: string;
  increase: string;
}
