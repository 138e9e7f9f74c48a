import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import type { Site } from '@/lib/tenant/types';

/**
 * The venue's web app manifest (issue 25 item 1): its name, colours and icon from the site config, so a customer
 * can install the storefront and open their kept tickets from the home screen. One per host and language
 * (`?locale=ar`: Arabic name, right to left). The icons are drawn from the venue's colour and initial
 * (lib/wallet/venue-icon.tsx) since an install icon must be a raster of at least 144 px.
 */
export const PWA_ICON_SIZES = [192, 512] as const;
export const pwaManifestHref = (locale: AppLocale) => `/pwa/manifest.webmanifest?locale=${locale}`;
export const pwaIconHref = (size: number) => `/pwa/icon-${size}.png`;

export function webManifest(site: Pick<Site, 'name' | 'description' | 'theme'>, locale: AppLocale) {
  const name = pick(site.name, locale) || pick(site.name, 'en');
  return {
    id: '/',
    name,
    short_name: Array.from(name).length > 12 ? Array.from(name).slice(0, 12).join('').trim() : name,
    description: pick(site.description, locale),
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: `/?lang=${locale}`,
    scope: '/',
    display: 'standalone',
    theme_color: site.theme.primary,
    background_color: site.theme.mode === 'dark' ? site.theme.dark : '#ffffff',
    icons: PWA_ICON_SIZES.flatMap((size) => [
      { src: pwaIconHref(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
      { src: pwaIconHref(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
    ]),
  };
}
