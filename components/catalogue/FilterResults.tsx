import type { ReactNode } from 'react';

/** The events list under its filters (spec §2): the cards, or 'loading' / 'none for this filter' in the live notice. */
export function FilterResults({
  nodes,
  loading,
  labels,
}: {
  nodes: Array<{ key: string; node: ReactNode }>;
  loading: boolean;
  labels: { loading: string; noneForFilter: string };
}) {
  return (
    <>
      <p className="list-notice" aria-live="polite" hidden={!loading && nodes.length > 0}>
        {loading ? labels.loading : nodes.length ? '' : labels.noneForFilter}
      </p>
      <ul className="card-grid" aria-busy={loading}>
        {nodes.map((e) => (
          <li key={e.key}>{e.node}</li>
        ))}
      </ul>
    </>
  );
}
