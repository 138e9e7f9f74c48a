import type { DB } from './db';
import type { Router } from './http';

/**
 * A feature area of the sandbox: its tables, how it loads its part of the seed, and its routes. Each module
 * validates its own part of the seed with zod, so a bad seed names the bad field.
 */
export interface SandboxModule {
  name: string;
  /** CREATE TABLE IF NOT EXISTS … for the module's tables. */
  migrate(db: DB): void;
  /** Tables to empty before the seed is (re)loaded, children first. */
  tables: string[];
  /** Load this module's part of the (already merged) seed; throw SeedError on bad input. */
  load(db: DB, seed: RawSeed): void;
  routes(router: Router): void;
}

export type RawSeed = { venues: Array<Record<string, unknown> & { token: string }> } & Record<string, unknown>;

export class SeedError extends Error {}
