'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavLinkView } from './types';

function isActive(item: NavLinkView, pathname: string): boolean {
  if (item.external) return false;
  const path = item.href.split('?')[0] ?? '/';
  const self = path === '/' ? pathname === '/' || pathname === '/home' : pathname === path || pathname.startsWith(`${path}/`);
  return self || item.children.some((c) => isActive(c, pathname));
}

/** Spec §2 header navigation: external links open in a new tab, dropdowns list their children, the active item is marked. */
export function NavMenu({ items, label, newTabHint, submenuLabel }: { items: NavLinkView[]; label: string; newTabHint: string; submenuLabel: string }) {
  // The current path is read after mount: the cached HTML is shared by every path's visitors.
  const [pathname, setPathname] = useState<string | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);

  // Read again after every in-site navigation (the header stays mounted), so the highlight never goes stale.
  const routerPath = usePathname();
  useEffect(() => setPathname(window.location.pathname), [routerPath]);
  useEffect(() => {
    if (openIndex === null) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenIndex(null);
    const onClick = (e: MouseEvent) => !navRef.current?.contains(e.target as Node) && setOpenIndex(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [openIndex]);

  return (
    <nav aria-label={label} className="main-nav" ref={navRef}>
      <ul>
        {items.map((item, i) => {
          const active = pathname !== null && isActive(item, pathname);
          if (item.children.length) {
            const menuId = `nav-sub-${i}`;
            return (
              <li key={i} className="has-sub">
                <button
                  type="button"
                  aria-expanded={openIndex === i}
                  aria-controls={menuId}
                  className={active ? 'active' : undefined}
                  onClick={() => setOpenIndex(openIndex === i ? null : i)}
                >
                  {item.label} <span aria-hidden="true">▾</span>
                </button>
                <ul id={menuId} hidden={openIndex !== i} aria-label={submenuLabel.replace('{name}', item.label)}>
                  {item.children.map((c, j) => (
                    <li key={j}>
                      <NavAnchor item={c} active={pathname !== null && isActive(c, pathname)} newTabHint={newTabHint} />
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={i}>
              <NavAnchor item={item} active={active} newTabHint={newTabHint} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function NavAnchor({ item, active, newTabHint }: { item: NavLinkView; active: boolean; newTabHint: string }) {
  if (item.external) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="sr-only"> {newTabHint}</span>
      </a>
    );
  }
  return (
    <AppLink href={item.href} aria-current={active ? 'page' : undefined} className={active ? 'active' : undefined}>
      {item.label}
    </AppLink>
  );
}
