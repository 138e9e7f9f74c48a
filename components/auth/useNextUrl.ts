'use client';
import { useEffect, useState } from 'react';
import { safeNextUrl } from '@/lib/routing/links';

/**
 * The page a visitor left for registration or a password reset (the `nextUrl` query, same-origin paths only), read in
 * the browser so /register and /forgot-password stay cached pages; null until mounted or when there is none.
 */
export function useNextUrl(): string | null {
  const [next, setNext] = useState<string | null>(null);
  useEffect(() => setNext(safeNextUrl(new URLSearchParams(window.location.search).get('nextUrl'))), []);
  return next;
}

/** `href` carrying `nextUrl` on, so the account pages lead back to where the visitor was. */
export const withNextUrl = (href: string, next: string | null): string => (next ? `${href}${href.includes('?') ? '&' : '?'}nextUrl=${encodeURIComponent(next)}` : href);
