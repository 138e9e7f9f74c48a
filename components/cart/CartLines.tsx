'use client';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { facilityGroups, groupByType } from '@/lib/cart/rules';
import { outletsMixed } from '@/lib/cart/mixing';
import { lineCap } from '@/lib/booking/pass-cap';
import type { Cart, CartItem } from '@/lib/cart/types';
import type { ClosedReason } from '@/lib/cart/closed-lines';
import type { Addon } from '@/lib/booking/types';
import { CartLine } from './CartLine';
import { HoldTimer } from './HoldTimer';
import styles from './cart.module.css';

// The add-on cards wait for the add-ons' fetch anyway: their code loads beside it, not in the cart's first load.
const AddonCards = lazy(() => import('./AddonCards').then((m) => ({ default: m.AddonCards })));

export interface CartLinesProps {
  cart: Cart;
  locale: AppLocale;
  currency: string;
  busy: boolean;
  renewing: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  onRenew: (tickets: CartItem[]) => void;
  onAddon: (ticket: CartItem, a: Addon, limit: number) => void;
  /** Special mode: the customer threshold of passes per session (spec §5); null when none. */
  passCap?: number | null;
  /** Lines no longer sold, by line key, with the reason (lib/cart/closed-lines, issue 23 item 1). */
  closed?: ReadonlyMap<string, ClosedReason>;
  /** The end of the order in progress' hold (issue 24): it holds every line, events included. */
  orderHold?: number | null;
}

const NONE: ReadonlyMap<string, ClosedReason> = new Map();

/**
 * The cart's lines grouped by type (spec §2 cart page); a facility booking with its add-ons, its hold's countdown and
 * the add-on cards it can still take.
 */
export function CartLines({ cart, locale, currency, busy, renewing, onQuantity, onRemove, onRenew, onAddon, passCap = null, closed = NONE, orderHold = null }: CartLinesProps) {
  const t = useTranslations('cart');
  const tf = useTranslations('commercefix');
  const lineOf = (i: CartItem) => (
    <CartLine key={i.key} item={i} locale={locale} currency={currency} busy={busy} onQuantity={onQuantity} onRemove={onRemove} cap={lineCap(cart.items, i, passCap)} closed={closed.get(i.key) ?? null}>
      {orderHold !== null && !i.isAddon && !i.facility ? <HoldTimer until={orderHold} /> : null}
    </CartLine>
  );
  return (
    <>
      {/* spec §4 cart rules: POS items come from one outlet; products of a second one set the warning. */}
      {outletsMixed(cart.items) ? (
        <p role="status" id="outlet-warning" className={styles.warning}>
          {tf('outletWarning')}
        </p>
      ) : null}
      {/* Issue 23 item 1: what can no longer be bought is marked on its line; checkout waits until it is removed. */}
      {closed.size ? (
        <p role="status" id="closed-warning" className={styles.warning}>
          {t('closedBlocking')}
        </p>
      ) : null}
      {groupByType(cart).map((g) => (
        <section key={g.type} aria-labelledby={`type-${g.type}`} className={styles.group}>
          <h2 id={`type-${g.type}`} className={styles.sectionTitle}>
            {t(`types.${g.type}`)}
          </h2>
          <ul className={styles.list}>
            {g.type === 'facility'
              ? facilityGroups(cart).map((fg) => {
                  const first = fg.tickets[0]!;
                  return (
                    <li key={fg.groupKey} className={styles.booking}>
                      <ul className={styles.list}>
                        {fg.tickets.map(lineOf)}
                        {fg.addons.map(lineOf)}
                      </ul>
                      {orderHold !== null ? (
                        <HoldTimer until={orderHold} />
                      ) : typeof first.heldUntil === 'number' ? (
                        <HoldTimer until={first.heldUntil} busy={renewing} onRenew={() => onRenew(fg.tickets)} />
                      ) : null}
                      <Suspense fallback={null}>
                        <AddonCards ticket={first} inCart={fg.addons} locale={locale} currency={currency} busy={busy} onAdd={(a, limit) => onAddon(first, a, limit)} />
                      </Suspense>
                    </li>
                  );
                })
              : g.items.map(lineOf)}
          </ul>
        </section>
      ))}
    </>
  );
}
