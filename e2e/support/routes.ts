import data from '../../scripts/lib/quality-routes.json';

/** The quality route list (scripts/lib/quality-routes.json: edit it there), typed for the specs. */
export interface QualityRoute {
  name: string;
  host: string;
  path: string;
  status?: number;
  lighthouse?: boolean;
  bench?: boolean;
  cacheable?: boolean;
}
export const PUBLIC_ROUTES: QualityRoute[] = data.public;
export const STATE_ROUTES: QualityRoute[] = data.states;
export const PERSONAL_ROUTES: QualityRoute[] = data.personal;
export const SEARCH_TERMS: string[] = data.searchTerms;
export const CART_SYNC_PATH: string = data.cartSyncPath;

export const routePath = (route: QualityRoute, lang: 'en' | 'ar' = 'en') => `${route.path}${route.path.includes('?') ? '&' : '?'}lang=${lang}`;
export const browserUrl = (route: QualityRoute, port: number, lang: 'en' | 'ar' = 'en') => `http://${route.host}:${port}${routePath(route, lang)}`;
