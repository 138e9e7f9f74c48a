import type { ReactNode } from 'react';

/** A whole-page message (site not available, maintenance, not found): a heading, a text and optional actions. */
export function StatePage({ title, body, children, logo }: { title: string; body: string; children?: ReactNode; logo?: ReactNode }) {
  return (
    <div className="state-page">
      {logo}
      <h1>{title}</h1>
      <p>{body}</p>
      {children ? <div className="state-actions">{children}</div> : null}
    </div>
  );
}
