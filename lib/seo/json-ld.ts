import type { AppLocale } from '../i18n/locales';
import { absoluteUrl, origin } from './metadata';

/** schema.org shapes of the catalogue content pages (issue 3 SEO): BreadcrumbList and BlogPosting. */
export function breadcrumbList(host: string, locale: AppLocale, crumbs: Array<{ name: string; path: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(host, c.path, locale) })),
  };
}

export function blogPosting(
  host: string,
  locale: AppLocale,
  p: { path: string; title: string; description: string; image: string | null; author: string; publishedAt: string; publisher: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: p.title,
    description: p.description,
    inLanguage: locale,
    url: absoluteUrl(host, p.path, locale),
    mainEntityOfPage: absoluteUrl(host, p.path, locale),
    image: p.image ? (p.image.startsWith('http') ? p.image : `${origin(host)}${p.image}`) : undefined,
    datePublished: p.publishedAt,
    author: { '@type': 'Organization', name: p.author || p.publisher },
    publisher: { '@type': 'Organization', name: p.publisher },
  };
}
