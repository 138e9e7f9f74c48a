import 'server-only';

/**
 * The content reads of server pages and components (DESIGN §2): cached per host and revalidated by tag, answering
 * the app types of lib/content/types.ts. The calls, schemas and reshape live in lib/provider/content.ts; pages and
 * components read through here, never the provider folder.
 */
export { loadPage, getBlogs as loadBlogs, getOffers as loadOffers } from '../provider/content';
