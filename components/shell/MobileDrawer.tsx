'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useDialog } from '@/components/ui/useDialog';
import { usePathname } from 'next/navigation';
import { NavAnchor } from './NavMenu';
import type { NavLinkView } from './types';

/** Small screens: a side drawer with the same menu (spec §2), a modal <dialog> so focus stays inside and Escape closes. */
export function MobileDrawer({
  items,
  labels,
  footer,
}: {
  items: NavLinkView[];
  labels: { open: string; close: string; menu: string; newTab: string };
  footer: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useDialog(open);
  const pathname = usePathname();
  // A navigation by any other means (Back, a link the page itself follows) closes it too.
  useEffect(() => setOpen(false), [pathname]);

  const render = (list: NavLinkView[]) => (
    <ul>
      {list.map((item, i) => (
        <li key={i}>
          {item.children.length ? (
            <>
              <span className="drawer-group">{item.label}</span>
              {render(item.children)}
            </>
          ) : (
            <NavAnchor item={item} active={false} newTabHint={labels.newTab} />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <button type="button" className="icon-button drawer-toggle" aria-label={labels.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2">
          <path d="M3 6h18M3 12h18M3 18h18" />
        </svg>
      </button>
      <dialog ref={ref} className="drawer" aria-label={labels.menu} onClose={() => setOpen(false)} onClick={(e) => e.target === e.currentTarget && setOpen(false)}>
        {/* Any link in the drawer (menu, profile, Login) closes it: a page opened from it is never left under it. */}
        <div className="drawer-body" onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
          <button type="button" className="icon-button drawer-close" aria-label={labels.close} onClick={() => setOpen(false)}>
            <span aria-hidden="true">×</span>
          </button>
          <nav aria-label={labels.menu}>
            {render(items)}
          </nav>
          <div className="drawer-footer">{footer}</div>
        </div>
      </dialog>
    </>
  );
}
