import 'server-only';
import { unstable_cache } from 'next/cache';

/** How long a cached provider read serves before it is read again; tags revalidate sooner (DESIGN §2). */
export const READ_REVALIDATE_SECONDS = 300;

/**
 * The one cached-read layer of the server (DESIGN §2): a provider read kept in Next's data cache under `key`
 * (which names the host, so venues never share an entry) for READ_REVALIDATE_SECONDS, and dropped at once by any
 * of its `tags` (lib/cache-tags.ts). Config, catalogue lists and details, content, forms and pages all go through it.
 */
export function cachedRead<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key, { revalidate: READ_REVALIDATE_SECONDS, tags })();
}
