import { trainersList } from '@/components/catalogue/card-lists';

export const generateMetadata = trainersList.routes.first.generateMetadata;
export default trainersList.routes.first.Page;
