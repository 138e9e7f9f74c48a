import type { ReactNode } from 'react';
import styles from './profile.module.css';

/** A personal page's table (ledger, transactions, invoices): column heads and one row per item, or the empty note. */
export function ProfileTable<T>({ items, heads, row, empty, emptyClass = styles.muted }: { items: T[]; heads: string[]; row: (item: T) => ReactNode; empty: string; emptyClass?: string }) {
  if (items.length === 0) return <p className={emptyClass}>{empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {heads.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{items.map(row)}</tbody>
      </table>
    </div>
  );
}
