'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { formatPrice, lineTotal } from '@/lib/format/price';
import { addonLimit } from '@/lib/booking/addons';
import type { Addon } from '@/lib/booking/types';
import type { CartItem } from '@/lib/cart/types';
import { qk } from '@/lib/api/query-keys';
import styles from './cart.module.css';

/**
 * spec §2 'Cart with add-on cards': the add-ons a facility booking can take, offered beside it in the cart. Those
 * already in the cart are changed on their line; the others can be added here (they join the ticket's group).
 */
export function AddonCards({ ticket, inCart, locale, currency, busy, onAdd }: { ticket: CartItem; inCart: CartItem[]; locale: AppLocale; currency: string; busy: boolean; onAdd: (a: Addon, limit: number) => void }) {
  const t = useTranslations('cart');
  const f = ticket.facility!;
  const q = useQuery({ queryKey: qk.addons(f.facilityId, f.date, f.start, f.end), queryFn: async () => (await import('@/lib/api/commerce')).fetchAddons(ticket), staleTime: 60_000, retry: false });
  const offered = (q.data ?? []).filter((a) => addonLimit(a) > 0 && !inCart.some((i) => i.productId === a.id));
  if (!offered.length) return null;
  return (
    <section className={styles.addons} aria-label={t('addonsFor', { name: pick(ticket.name, locale) })}>
      <h4 className={styles.addonsTitle}>{t('addonsTitle')}</h4>
      <ul className={styles.addonList}>
        {offered.map((a) => {
          const name = pick(a.name, locale);
          return (
            <li key={a.id} className={styles.addonCard}>
              <span className={styles.addonName}>{name}</span>
              <span className={styles.addonPrice}>{formatPrice(lineTotal(a.price, a.taxAmount), currency)}</span>
              <button type="button" className="button button-outline" disabled={busy} aria-label={t('addAddon', { name })} onClick={() => onAdd(a, addonLimit(a))}>
                {t('add')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
