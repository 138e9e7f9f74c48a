/** A global search hit (spec §3 Other: search result). */
export interface SearchResult {
  type: 'event' | 'trainer' | 'academy';
  id: number;
  name: string;
  description: string | null;
  imagePath: string | null;
}
