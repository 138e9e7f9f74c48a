import type { ReactNode } from 'react';

export interface PackageRow {
  id: number;
  name: string;
  facts: string[];
  price: string;
  /** The buy / book control (an add-to-cart island). */
  action: ReactNode;
}

/** Priced packages (trainer sessions, academy terms) with their buy / book control. */
export function PackageList({ rows, headingLevel = 3 }: { rows: PackageRow[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="package-list">
      {rows.map((r) => (
        <li key={r.id} className="card package">
          <H className="package-name">{r.name}</H>
          {r.facts.map((f, i) => (
            <p key={i} className="card-fact">
              {f}
            </p>
          ))}
          <p className="card-price">{r.price}</p>
          {r.action}
        </li>
      ))}
    </ul>
  );
}
