import { academiesList } from '@/components/catalogue/card-lists';

/** /academies?page=N, rewritten to this segment by next.config.mjs so each page stays a cached page. */
export const generateMetadata = academiesList.routes.paged.generateMetadata;
export default academiesList.routes.paged.Page;

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
