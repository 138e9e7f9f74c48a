import { eventsList } from '@/components/catalogue/EventsListView';

export const generateMetadata = eventsList.routes.first.generateMetadata;
export default eventsList.routes.first.Page;
