import type { SearchResult } from '@/lib/search/types';

/** Where a search result leads (spec §2 global search: event, trainer or academy). */
export function resultPath(r: Pick<SearchResult, 'type' | 'id'>): string {
  switch (r.type) {
    case 'event':
      return `/events/${r.id}`;
    case 'trainer':
      return `/training/${r.id}`;
    case 'academy':
      return `/academy/${r.id}`;
  }
}
