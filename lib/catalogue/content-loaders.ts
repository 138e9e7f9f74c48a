import 'server-only';

/**
 * The content reads of server pages and components (DESIGN §2): cached per host and revalidated by tag, answering
 * the app types of lib/content/types.ts. They sit with the catalogue reads (the server-side use cases); the calls,
 * schemas and reshape live in lib/provider/content.ts. Pages and components read through here, never the provider.
 */
export { loadPage, getBlogs as loadBlogs, getOffers as loadOffers } from '../provider/content';
export type { Venue } from '../provider/content';
