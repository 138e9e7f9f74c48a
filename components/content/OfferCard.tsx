import { StaticImage } from '@/components/ui/StaticImage';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Offer } from '@/lib/content/types';
import { pick } from '@/lib/i18n/pick';
import { formatTicketPrice } from '@/lib/format/price';
import { vatAtRate } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date';
import { AddButton } from '@/components/add-to-cart/AddButton';
import type { AddLabels } from '@/components/add-to-cart/types';
import { dateInPast, venueMoment } from '@/lib/booking/sale-window';

export interface OfferLabels {
  was: (price: string) => string;
  now: (price: string) => string;
  validUntil: (date: string) => string;
  get: string;
  getItem: (name: string) => string;
  vat: string;
}

/** Where the offer's button adds it: this site's cart (spec §3 offer line). */
export interface OfferAdd {
  host: string;
  venueId: number;
  /** The venue's zone: an offer past its valid-until day is shown as expired and not offered (issue 23 item 1). */
  timeZone: string;
  labels: AddLabels;
}

export function OfferCard({ offer, locale, currency, labels, add, headingLevel = 2 }: { offer: Offer; locale: AppLocale; currency: string; labels: OfferLabels; add: OfferAdd; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const name = pick(offer.name, locale);
  // Prices are shown with VAT (spec §9); the provider gives the tax of the offer price, so the regular price gets the same rate.
  const now = formatTicketPrice(offer.offerPrice, offer.tax, 1, currency);
  const was = formatTicketPrice(offer.price, vatAtRate(offer.price, offer.offerPrice, offer.tax), 1, currency);
  return (
    <li className="card">
      {offer.image ? <StaticImage src={offer.image} alt="" width={480} height={270} sizes="(max-width: 640px) 100vw, 33vw" /> : null}
      <H>{name}</H>
      <p>{pick(offer.description, locale)}</p>
      <p className="price">
        <span className="price-amount">{labels.now(now)}</span> <span className="price-vat">{labels.vat}</span>{' '}
        <s className="price-was">{labels.was(was)}</s>
      </p>
      {offer.validUntil ? <p className="card-meta">{labels.validUntil(formatDate(offer.validUntil, locale))}</p> : null}
      {offer.validUntil && dateInPast(offer.validUntil.slice(0, 10), venueMoment(add.timeZone)) ? (
        <p className="card-meta">{add.labels.offerExpired}</p>
      ) : (
        <AddButton
          host={add.host}
          venueId={add.venueId}
          product={{ kind: 'offer', offer: { id: offer.id, name: offer.name, offerPrice: offer.offerPrice, tax: offer.tax, validUntil: offer.validUntil } }}
          label={labels.get}
          ariaLabel={labels.getItem(name)}
          labels={add.labels}
        />
      )}
    </li>
  );
}
