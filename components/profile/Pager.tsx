import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import styles from './profile.module.css';

/** Previous / next links of a paged personal list (16 a page, spec §9), keeping the page's other `query`. */
export async function Pager({ list: { page, totalPages }, path, locale, query = {} }: { list: { page: number; totalPages: number }; path: string; locale: AppLocale; query?: Record<string, string | undefined> }) {
  if (totalPages <= 1) return null;
  const tp = await getTranslations({ locale, namespace: 'pager' });
  const to = (p: number) => href(path, locale, { ...query, page: p });
  return (
    <nav aria-label={tp('label')} className={styles.pager}>
      {page > 1 ? (
        <Link className="button button-outline" href={to(page - 1)} rel="prev">
          {tp('previous')}
        </Link>
      ) : null}
      <span>{tp('status', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link className="button button-outline" href={to(page + 1)} rel="next">
          {tp('next')}
        </Link>
      ) : null}
    </nav>
  );
}
