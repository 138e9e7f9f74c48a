export interface QualityRoute {
  name: string;
  host: string;
  path: string;
  /** Expected status when not 200 (e.g. the 404 page). */
  status?: number;
  /** Measured by Lighthouse in `npm run bench`. */
  lighthouse?: boolean;
  /** Load-tested in `npm run bench` (home always is). */
  bench?: boolean;
}
export const PUBLIC_ROUTES: QualityRoute[];
export const STATE_ROUTES: QualityRoute[];
export const PERSONAL_ROUTES: QualityRoute[];
export const SEARCH_TERMS: string[];
export const CART_SYNC_PATH: string;
export function routePath(route: QualityRoute, lang?: 'en' | 'ar'): string;
export function browserUrl(route: QualityRoute, port: number, lang?: 'en' | 'ar'): string;
export function hostHeader(route: QualityRoute, port: number): string;
