/**
 * The one manifest of cache tags (EXAMPLES pattern 3): tenant and locale inside the tag, so a venue's content can
 * be revalidated without touching another venue's.
 */
export const tags = {
  config: (host: string) => `venue:${host}:config`,
  page: (host: string, slug: string) => `venue:${host}:page:${slug}`,
  list: (host: string, kind: string) => `venue:${host}:${kind}`,
  item: (host: string, kind: string, id: string | number) => `venue:${host}:${kind}:${id}`,
  venue: (host: string) => `venue:${host}`,
};
