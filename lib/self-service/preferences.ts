import { isLocale, type AppLocale } from '@/lib/i18n/locales';

/**
 * A customer's display preferences (spec §3 "preferences (size 16, language en)"; issue 13 item 1): the root text
 * size in pixels and the preferred language, stored with the provider (customers/preferences) and applied on the
 * site through two cookies: the text size (read by the header's TextSize) and the language (the default when a page
 * is opened without `lang`, spec §2).
 */
export const TEXT_SIZES = { small: 14, medium: 15, large: 16, xlarge: 18 } as const;
export type TextSizeName = keyof typeof TEXT_SIZES;
export const TEXT_SIZE_NAMES = Object.keys(TEXT_SIZES) as TextSizeName[];
/** Spec §3 default: size 16, language en. */
export const DEFAULT_PREFERENCES: Preferences = { size: TEXT_SIZES.large, language: 'en' };
export const TEXT_SIZE_COOKIE = 'text_size';

export interface Preferences {
  size: (typeof TEXT_SIZES)[TextSizeName];
  language: AppLocale;
}

export function isTextSizeName(v: unknown): v is TextSizeName {
  return typeof v === 'string' && Object.hasOwn(TEXT_SIZES, v);
}

/** The named size of a pixel size; null for a size the storefront does not offer. */
export function sizeName(px: number): TextSizeName | null {
  return TEXT_SIZE_NAMES.find((n) => TEXT_SIZES[n] === px) ?? null;
}

/** Checks a submitted preferences form: `size` one of the offered names, `language` en or ar. Errors are message keys. */
export function checkPreferences(input: { size: string; language: string }): { value: Preferences } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!isTextSizeName(input.size)) errors.size = 'preferenceInvalid';
  if (!isLocale(input.language)) errors.language = 'preferenceInvalid';
  if (Object.keys(errors).length) return { errors };
  return { value: { size: TEXT_SIZES[input.size as TextSizeName], language: input.language as AppLocale } };
}

/** The text-size cookie's value read from a Cookie header or document.cookie; null when absent or not a size name. */
export function textSizeFromCookies(cookieHeader: string): TextSizeName | null {
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === TEXT_SIZE_COOKIE) {
      const value = decodeURIComponent(v.join('='));
      return isTextSizeName(value) ? value : null;
    }
  }
  return null;
}
