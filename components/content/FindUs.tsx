import { Fragment, type ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';

/** A maps URL for directions to a pin; opened in the visitor's own maps app or site (no third-party iframe). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** Spec §2 "find us": the venue's location from its config map pin, with a directions link. */
export function FindUs({
  pin,
  locale,
  labels,
  headingLevel = 2,
}: {
  pin: { lat: number; lng: number; address: string | null };
  locale: AppLocale;
  labels: { title: string; address: string; coordinates: string; directions: string; newTab: string };
  headingLevel?: 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  const fmt = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-US', { maximumFractionDigits: 4 });
  const coordinates = (
    <span dir="ltr">
      {fmt.format(pin.lat)}, {fmt.format(pin.lng)}
    </span>
  );
  const facts: Array<[string, ReactNode]> = [...(pin.address ? [[labels.address, <address key="a">{pin.address}</address>] as [string, ReactNode]] : []), [labels.coordinates, coordinates]];
  return (
    <section className="find-us" aria-labelledby="find-us-title">
      <H id="find-us-title">{labels.title}</H>
      <dl className="facts">
        {facts.map(([term, detail]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </Fragment>
        ))}
      </dl>
      <a className="button button-cta" href={directionsUrl(pin.lat, pin.lng)} target="_blank" rel="noopener noreferrer">
        {labels.directions} <span className="sr-only">{labels.newTab}</span>
      </a>
    </section>
  );
}
