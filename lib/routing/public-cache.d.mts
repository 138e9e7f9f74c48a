export const PAGE_REVALIDATE_SECONDS: number;
export const PUBLIC_PAGE_CACHE_CONTROL: string;
export const PERSONAL_SEGMENTS: string[];
export const PUBLIC_PAGE_SOURCES: string[];
export function publicCacheHeaderRules(): Array<{
  source: string;
  has: Array<{ type: 'query'; key: string; value: string }>;
  headers: Array<{ key: string; value: string }>;
}>;
