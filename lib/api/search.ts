import { api } from './client';
import { searchResponseSchema } from '../provider/schemas';
import { reshapeSearchResult } from '../provider/search-shapes';
import type { SearchResult } from '../search/types';

/**
 * Global search (spec §2, §7 GET search/global) for the search dialog: parsed and reshaped onto SearchResult.
 * An empty term asks nothing; a failed search is an empty list (spec §7); an abandoned one (the text changed:
 * `signal`) rejects so React Query drops it.
 */
export async function searchGlobal(term: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const search = term.trim();
  if (!search) return [];
  try {
    return (await api.get('search/global', { query: { search }, schema: searchResponseSchema, signal })).data.data.map(reshapeSearchResult);
  } catch (e) {
    if (signal?.aborted) throw e;
    return [];
  }
}
