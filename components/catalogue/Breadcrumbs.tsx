import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { absoluteUrl } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';

export interface Crumb {
  name: string;
  /** Visible path; the last crumb (the current page) has none. */
  path?: string;
}

/** Visible breadcrumb trail plus its schema.org BreadcrumbList (issue 3 SEO). */
export async function Breadcrumbs({ host, locale, items, currentPath }: { host: string; locale: AppLocale; items: Crumb[]; currentPath: string }) {
  const t = await getTranslations({ locale, namespace: 'breadcrumbs' });
  const all: Crumb[] = [{ name: t('home'), path: '/' }, ...items];
  return (
    <>
      <nav aria-label={t('label')} className="breadcrumbs container">
        <ol>
          {all.map((c, i) =>
            c.path && i < all.length - 1 ? (
              <li key={i}>
                <Link href={href(c.path, locale)}>{c.name}</Link>
              </li>
            ) : (
              <li key={i} aria-current="page">
                {c.name}
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            item: absoluteUrl(host, c.path ?? currentPath, locale),
          })),
        }}
      />
    </>
  );
}
