import type { LRUCache } from 'lru-cache';

export declare const GATE_HEADER: string;
export declare function isPageRequest(method: string | undefined, url: string | undefined): boolean;
export declare function langNeedsRedirect(url: string | undefined): boolean;
export declare const JOURNEY_PARAM: string;
export declare function carriesJourney(url: string | undefined): boolean;
export declare class VenueStates {
  constructor(options: { ask: (host: string) => Promise<boolean>; upMs?: number; downMs?: number; max?: number; now?: () => number });
  entries: LRUCache<string, { up: boolean; until: number }>;
  cached(host: string | undefined): boolean | undefined;
  get(host: string | undefined): Promise<boolean>;
}
