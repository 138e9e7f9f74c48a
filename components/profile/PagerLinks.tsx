import { AppLink } from '@/components/ui/AppLink';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import styles from './profile.module.css';

export interface PagerLabels {
  label: string;
  previous: string;
  next: string;
  /** "Page {page} of {total}", already filled in. */
  status: string;
}

/** Previous / next links of a paged personal list (16 a page, spec §9), keeping the page's other `query`. */
export function PagerLinks({ list: { page, totalPages }, path, locale, query = {}, labels }: { list: { page: number; totalPages: number }; path: string; locale: AppLocale; query?: Record<string, string | undefined>; labels: PagerLabels }) {
  if (totalPages <= 1) return null;
  const to = (p: number) => href(path, locale, { ...query, page: p });
  return (
    <nav aria-label={labels.label} className={styles.pager}>
      {page > 1 ? (
        <AppLink className="button button-outline" href={to(page - 1)} rel="prev">
          {labels.previous}
        </AppLink>
      ) : null}
      <span>{labels.status}</span>
      {page < totalPages ? (
        <AppLink className="button button-outline" href={to(page + 1)} rel="next">
          {labels.next}
        </AppLink>
      ) : null}
    </nav>
  );
}
