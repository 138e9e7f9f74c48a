'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useWindowSync } from '@/components/ui/useWindowSync';
import { badgeText } from '@/lib/cart/badge';
import { CART_EVENT } from '@/lib/cart/storage-key';
import { readCart } from '@/lib/cart/storage';

const countTickets = (host: string): number => readCart(sessionStorage, host).items.reduce((n, i) => n + (Number(i.quantity) || 0), 0);

/** Cart button with the ticket count badge, capped at 10 (spec §2). The count lives in this tab's session storage. */
/** countLabels[n] is the accessible name for n tickets (0-10); the last entry, 'more than 10', serves larger counts. */
export function CartButton({ host, href, label, countLabels }: { host: string; href: string; label: string; countLabels: string[] }) {
  const count = useWindowSync(0, () => countTickets(host), [CART_EVENT, 'storage'], host);
  const badge = badgeText(count);
  return (
    <AppLink href={href} className="icon-link cart-button" aria-label={countLabels[Math.min(count, countLabels.length - 1)]}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className="sr-only">{label}</span>
      {badge ? (
        <span className="badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </AppLink>
  );
}
