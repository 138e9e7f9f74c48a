import { trainersList } from '@/components/catalogue/card-lists';

/** /training?page=N, rewritten to this segment by next.config.mjs so each page stays a cached page. */
export const generateMetadata = trainersList.routes.paged.generateMetadata;
export default trainersList.routes.paged.Page;

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
