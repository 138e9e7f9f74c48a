import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';

/**
 * Page links for long lists (spec §9 page size 16). `?page=N` is mapped to a path segment by a rewrite in
 * next.config.mjs, so every page of a list is its own cached page. Words from the `pager` namespace with an
 * explicit locale, so public pages stay static.
 */
export async function Pager({ basePath, page, totalPages, locale }: { basePath: string; page: number; totalPages: number; locale: AppLocale }) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'pager' });
  const link = (p: number) => href(basePath, locale, p > 1 ? { page: p } : undefined);
  return (
    <nav aria-label={t('label')} className="pager">
      <p className="sr-only">{t('status', { page, total: totalPages })}</p>
      {page > 1 ? (
        <AppLink href={link(page - 1)} rel="prev" className="button button-outline">
          {t('previous')}
        </AppLink>
      ) : null}
      <ol>
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((p) => (
          <li key={p}>
            {p === page ? (
              // The current page is a link to itself, named like the others (a span may not carry aria-label: W3C Nu).
              <AppLink href={link(p)} aria-current="page" aria-label={t('page', { page: p })} className="pager-current">
                {p}
              </AppLink>
            ) : (
              <AppLink href={link(p)} aria-label={t('page', { page: p })}>
                {p}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {page < totalPages ? (
        <AppLink href={link(page + 1)} rel="next" className="button button-outline">
          {t('next')}
        </AppLink>
      ) : null}
    </nav>
  );
}
