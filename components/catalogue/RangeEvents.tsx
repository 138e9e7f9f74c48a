'use client';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { eventsInRange } from '@/lib/api/events';
import { qk } from '@/lib/api/query-keys';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { formatTicketPrice } from '@/lib/format/price';
import { CatalogueCard } from './CatalogueCard';
import { eventDates } from './event-text';
import { FilterResults } from './FilterResults';
import type { EventFilterLabels } from './EventFilters';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

interface Props {
  from: string;
  to: string;
  /** The page's own events within the range: shown while the range loads, and when it cannot be loaded. */
  local: Array<{ key: string; node: ReactNode }>;
  locale: AppLocale;
  currency: string;
  labels: EventFilterLabels;
}

/** The events of a range from every page of the list (spec §2 filters), held by React Query (qk.eventsInRange). */
function Range({ from, to, local, locale, currency, labels }: Props) {
  const query = useQuery({ queryKey: qk.eventsInRange(from, to), queryFn: ({ signal }) => eventsInRange(from, to, signal) });
  if (!query.data) return <FilterResults nodes={local} loading={query.isPending} labels={labels} />;
  const nodes = query.data.map((e) => ({
    key: String(e.id),
    node: (
      <CatalogueCard
        title={pick(e.name, locale)}
        link={href(`/events/${e.id}`, locale)}
        image={e.image}
        facts={[eventDates(e, locale, (v) => fill(labels.dates, v)), e.locationName ? pick(e.locationName, locale) : null, pick(e.summary, locale)]}
        price={e.fromPrice ? fill(labels.fromPrice, { price: formatTicketPrice(e.fromPrice.price, e.fromPrice.tax, 1, currency) }) : null}
      />
    ),
  }));
  return <FilterResults nodes={nodes} loading={false} labels={labels} />;
}

export default function RangeEvents(props: Props) {
  return (
    <QueryIsland>
      <Range {...props} />
    </QueryIsland>
  );
}
