'use client';
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A click the browser keeps (next/link's own rule): a new tab or window, a download, another target or origin. */
export function browserKeeps(e: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  const a = e.currentTarget;
  const target = a.getAttribute('target');
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return true;
  if ((target && target !== '_self') || a.hasAttribute('download')) return true;
  return new URL(href, window.location.href).origin !== window.location.origin;
}

/**
 * A link to one of the storefront's pages (issue 27 §2): a plain click is the app router's client navigation, as
 * with next/link, whose module (3.3 KB gzip with its prefetch-on-view machinery) no longer rides on every page; the
 * router and `useRouter` are in the framework's chunk anyway. What it leaves out: prefetching a link as it scrolls
 * into view (the page is fetched on the click). ESLint sends every `next/link` import here.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const router = useRouter();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (browserKeeps(e, href)) return;
    e.preventDefault();
    router.push(href);
  };
  return <a {...rest} href={href} onClick={go} />;
}
