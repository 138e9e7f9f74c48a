'use client';
import { useEffect, useState } from 'react';

/** Text-size preference (spec §1: default 'large', 16 px). Kept in local storage; applied to the root font size. */
export const TEXT_SIZES = { small: 14, medium: 15, large: 16, xlarge: 18 } as const;
type Size = keyof typeof TEXT_SIZES;
const KEY = 'storefront:text-size';

export function TextSize({ label, names }: { label: string; names: Record<Size, string> }) {
  const [size, setSize] = useState<Size>('large');
  useEffect(() => {
    const saved = localStorage.getItem(KEY) as Size | null;
    if (saved && saved in TEXT_SIZES) setSize(saved);
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
          const v = e.target.value as Size;
          setSize(v);
          localStorage.setItem(KEY, v);
        }}
      >
        {(Object.keys(TEXT_SIZES) as Size[]).map((s) => (
          <option key={s} value={s}>
            {names[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
