import { Fragment } from 'react';

/** An outlet's location and opening hours, each only when the venue gives it (spec §2 outlets). */
export function OutletFacts({ location, hours, labels }: { location: string; hours: string; labels: { location: string; hours: string } }) {
  const facts = [
    [labels.location, location],
    [labels.hours, hours],
  ].filter(([, value]) => value);
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
