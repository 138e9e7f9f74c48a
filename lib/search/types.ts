import type { LocalizedText } from '../i18n/pick';

/** A global search hit (spec §3 Other: search result), in both languages (Arabic falls back to English). */
export interface SearchResult {
  type: 'event' | 'trainer' | 'academy';
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  imagePath: string | null;
}
