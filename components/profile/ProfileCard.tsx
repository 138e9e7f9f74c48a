import type { ReactNode } from 'react';
import styles from './profile.module.css';

/** A card of a personal page: a section named by its own h2. */
export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.card}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
