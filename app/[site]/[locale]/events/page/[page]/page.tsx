import { eventsList } from '@/components/catalogue/EventsListView';

/** /events?page=N, rewritten to this segment by next.config.mjs so each page stays a cached page. */
export const generateMetadata = eventsList.routes.paged.generateMetadata;
export default eventsList.routes.paged.Page;

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
