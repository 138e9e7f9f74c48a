import Link from 'next/link';
import styles from './profile.module.css';

/** Previous / next links of a paged personal list (16 a page, spec §9). */
export function Pager({ page, totalPages, hrefOf, labels }: { page: number; totalPages: number; hrefOf: (p: number) => string; labels: { label: string; previous: string; next: string; status: string } }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.label} className={styles.pager}>
      {page > 1 ? (
        <Link className="button button-outline" href={hrefOf(page - 1)} rel="prev">
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.status}</span>
      {page < totalPages ? (
        <Link className="button button-outline" href={hrefOf(page + 1)} rel="next">
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
