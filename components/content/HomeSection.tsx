import { AppLink } from '@/components/ui/AppLink';
import type { ReactNode } from 'react';

/** A featured section of the home page (issue 3): a heading with a 'view all' link to its list, then its cards. */
export function HomeSection({ id, title, viewAll, children }: { id: string; title: string; viewAll: { href: string; label: string; hiddenName?: string }; children: ReactNode }) {
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <AppLink href={viewAll.href}>
          {viewAll.label}
          {viewAll.hiddenName ? <span className="sr-only"> {viewAll.hiddenName}</span> : null}
        </AppLink>
      </div>
      {children}
    </section>
  );
}
