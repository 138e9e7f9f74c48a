import type { LRUCache } from 'lru-cache';

export declare class VenueStates {
  constructor(options: { ask: (host: string) => Promise<boolean>; upMs?: number; downMs?: number; max?: number; now?: () => number });
  entries: LRUCache<string, { up: boolean; until: number }>;
  cached(host: string | undefined): boolean | undefined;
  get(host: string | undefined): Promise<boolean>;
}
