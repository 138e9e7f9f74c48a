import type { Metadata } from 'next';
import type { AppLocale } from '../i18n/locales';
import { href } from '../routing/links';

/**
 * Per-page SEO (issue 3): title, description, canonical URL, hreflang alternates for en and ar (the locale lives
 * in ?lang=, so each language is its own URL), and Open Graph. Absolute URLs use the venue's own host.
 */
export function origin(host: string): string {
  const scheme = process.env.PUBLIC_SCHEME ?? (/^(localhost|127\.0\.0\.1)$|\.localhost$/.test(host) ? 'http' : 'https');
  const port = process.env.PUBLIC_PORT ? `:${process.env.PUBLIC_PORT}` : '';
  return `${scheme}://${host}${port}`;
}

export function absoluteUrl(host: string, path: string, locale: AppLocale): string {
  return `${origin(host)}${href(path, locale)}`;
}

export interface PageSeo {
  host: string;
  locale: AppLocale;
  /** Visible path without query, e.g. "/events/12". */
  path: string;
  title: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

export function pageMetadata(p: PageSeo): Metadata {
  const url = absoluteUrl(p.host, p.path, p.locale);
  const image = p.image ? (p.image.startsWith('http') ? p.image : `${origin(p.host)}${p.image}`) : undefined;
  return {
    title: p.title,
    description: p.description ?? undefined,
    alternates: {
      canonical: url,
      languages: { en: absoluteUrl(p.host, p.path, 'en'), ar: absoluteUrl(p.host, p.path, 'ar'), 'x-default': absoluteUrl(p.host, p.path, 'en') },
    },
    openGraph: {
      title: p.title,
      description: p.description ?? undefined,
      url,
      type: p.type ?? 'website',
      locale: p.locale === 'ar' ? 'ar_AE' : 'en_AE',
      images: image ? [{ url: image }] : undefined,
    },
    robots: p.noIndex ? { index: false, follow: true } : undefined,
  };
}
