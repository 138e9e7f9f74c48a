import type { Theme } from '@/lib/tenant/types';

function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Mix a colour with white: pct 10 is 10 % of the colour and 90 % white (spec §9: tints at 10 % steps). */
export function tint(hex: string, pct: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const p = Math.min(100, Math.max(0, pct)) / 100;
  return `#${rgb.map((c) => toHex(255 - (255 - c) * p)).join('')}`;
}

/** Only real colours reach the stylesheet: a config value is never trusted as CSS. */
export function safeColor(value: string, fallback: string): string {
  return parseHex(value) ? `#${(parseHex(value) as number[]).map(toHex).join('')}` : fallback;
}

/** WCAG relative luminance, to pick readable text on a themed background. */
export function contrastText(hex: string): '#ffffff' | '#111111' {
  const rgb = parseHex(hex);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return l > 0.4 ? '#111111' : '#ffffff';
}

export function themeCss(theme: Theme): string {
  const primary = safeColor(theme.primary, '#0b6e4f');
  const vars: Record<string, string> = {
    '--color-primary': primary,
    '--color-on-primary': contrastText(primary),
    '--color-secondary': safeColor(theme.secondary, '#08415c'),
    '--color-cta': safeColor(theme.cta, '#f28c28'),
    '--color-on-cta': contrastText(safeColor(theme.cta, '#f28c28')),
    '--color-accent': safeColor(theme.accent, '#e0f2e9'),
    '--color-dark': safeColor(theme.dark, '#0f172a'),
  };
  for (let p = 10; p <= 90; p += 10) vars[`--color-primary-${p}`] = tint(primary, p);
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')};color-scheme:${theme.mode === 'dark' ? 'dark' : 'light'}}`;
}
