import { academiesList } from '@/components/catalogue/card-lists';

export const generateMetadata = academiesList.routes.first.generateMetadata;
export default academiesList.routes.first.Page;
