import Link from 'next/link';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';

/**
 * Page links for a list of 16 per page (spec §9). `?page=N` is mapped to a path segment by next.config.mjs, so each
 * page stays a cached page of its own.
 */
export function Pagination({
  path,
  page,
  totalPages,
  locale,
  labels,
}: {
  path: string;
  page: number;
  totalPages: number;
  locale: AppLocale;
  labels: { nav: string; previous: string; next: string; pageN: (n: number) => string; pageOf: string };
}) {
  if (totalPages <= 1) return null;
  const link = (n: number) => href(path, locale, n > 1 ? { page: n } : undefined);
  return (
    <nav aria-label={labels.nav} className="pagination">
      <p className="sr-only">{labels.pageOf}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={link(page - 1)} rel="prev">
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" aria-label={labels.pageN(n)} className="page-current">
                {n}
              </span>
            ) : (
              <Link href={link(n)} aria-label={labels.pageN(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={link(page + 1)} rel="next">
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
