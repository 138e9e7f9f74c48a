import type { z } from 'zod';
import type { SearchResult } from '@/lib/search/types';
import type { searchResultSchema } from './schemas';
import { text } from './reshape';

/** A search/global hit onto the app's SearchResult (spec §3): Arabic name and description fall back to English. */
export function reshapeSearchResult(r: z.output<typeof searchResultSchema>): SearchResult {
  return { type: r.type, id: r.id, name: text(r.name, r.ar_name), description: text(r.description, r.ar_description), imagePath: r.image_path ?? null };
}
