import { formatInTimeZone } from 'date-fns-tz';
import { fromZonedTime } from 'date-fns-tz';
import {
  configResponseSchema,
  healthResponseSchema,
  pageResponseSchema,
  searchResponseSchema,
  versionSchema,
} from '../../lib/provider/schemas';
import { HEADER } from '../../lib/provider/headers';
import { checked, fail, type Router } from '../http';
import type { SandboxModule } from '../module';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';
import { z } from 'zod';
import { carouselItemSchema, healthCheckSchema, pageSchema, siteConfigSchema } from '../../lib/provider/schemas';

const doc = z.object({ id: z.union([z.number(), z.string()]), name: z.string() }).passthrough();
const venueCore = z.object({
  token: z.string().min(1),
  config: siteConfigSchema,
  carousel: z.array(carouselItemSchema).default([]),
  pages: z.array(pageSchema).default([]),
  events: z.array(doc).default([]),
  trainers: z.array(doc).default([]),
  academies: z.array(doc).default([]),
});
/** Catalogue kinds kept as documents in the generic `catalogue` table (searchable by name). */
export const CATALOGUE_KINDS = ['events', 'trainers', 'academies'] as const;

function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS venues (token TEXT PRIMARY KEY, venue_id INTEGER NOT NULL, config TEXT NOT NULL, carousel TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS pages (venue_token TEXT NOT NULL, slug TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, slug));
    CREATE TABLE IF NOT EXISTS catalogue (venue_token TEXT NOT NULL, kind TEXT NOT NULL, id TEXT NOT NULL, name TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, kind, id));
    CREATE TABLE IF NOT EXISTS health (domain TEXT PRIMARY KEY, data TEXT NOT NULL);
  `);
}

function load(db: DB, seed: { venues: unknown[]; health?: unknown }): void {
  const insVenue = db.prepare('INSERT INTO venues (token, venue_id, config, carousel) VALUES (?, ?, ?, ?)');
  const insPage = db.prepare('INSERT INTO pages (venue_token, slug, data) VALUES (?, ?, ?)');
  const insItem = db.prepare('INSERT INTO catalogue (venue_token, kind, id, name, data) VALUES (?, ?, ?, ?, ?)');
  seed.venues.forEach((raw, i) => {
    // The wire config is stored as given; validation only proves it meets the contract.
    const v = parsePart(venueCore, raw, ['venues', i]);
    const rawConfig = (raw as { config: unknown }).config;
    insVenue.run(v.token, v.config.venue_id, JSON.stringify(rawConfig), JSON.stringify(v.carousel));
    for (const p of v.pages) insPage.run(v.token, p.slug, JSON.stringify(p));
    for (const kind of CATALOGUE_KINDS) for (const item of v[kind]) insItem.run(v.token, kind, String(item.id), item.name, JSON.stringify(item));
  });
  const health = parsePart(z.array(healthCheckSchema).default([]), seed.health, ['health']);
  const insHealth = db.prepare('INSERT INTO health (domain, data) VALUES (?, ?)');
  (seed.health as unknown[] | undefined)?.forEach((h, i) => insHealth.run(health[i]!.domain.toLowerCase(), JSON.stringify(h)));
}

export const coreModule: SandboxModule = {
  name: 'core',
  migrate,
  tables: ['venues', 'pages', 'catalogue', 'health'],
  load: (db, seed) => load(db, seed),
  routes: coreRoutes,
};

const SEARCH_KINDS: Record<string, 'event' | 'trainer' | 'academy'> = { events: 'event', trainers: 'trainer', academies: 'academy' };
/** Permitted clock difference (spec §9): 5 minutes. */
const PERMITTED_CLOCK_DIFF_MS = 5 * 60 * 1000;

function coreRoutes(r: Router): void {
  r.add('GET', '/api/v2/config', ({ db, venueToken }) => {
    const row = venueToken
      ? (db.prepare('SELECT config, carousel FROM venues WHERE token = ?').get(venueToken) as { config: string; carousel: string } | undefined)
      : undefined;
    if (!row) return fail(404, 'Venue not found');
    return checked(configResponseSchema, { status: true, data: JSON.parse(row.config), carousel: JSON.parse(row.carousel) });
  });

  r.add('GET', '/api/v2/pages/:slug', ({ db, venueToken, params }) => {
    const row = db.prepare('SELECT data FROM pages WHERE venue_token = ? AND slug = ?').get(venueToken, params.slug) as { data: string } | undefined;
    // The provider answers 409 for a page it does not have (spec §7).
    if (!row) return fail(409, 'Page not found');
    return checked(pageResponseSchema, { status: true, data: JSON.parse(row.data) });
  });

  r.add('GET', '/api/v2/search/global', ({ db, venueToken, query }) => {
    const term = (query.get('search') ?? '').trim().slice(0, 100);
    if (!term) return checked(searchResponseSchema, { status: true, data: { data: [] } });
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = db
      .prepare(
        `SELECT kind, data FROM catalogue WHERE venue_token = ? AND kind IN ('events','trainers','academies')
         AND (name LIKE ? ESCAPE '\\' OR data LIKE ? ESCAPE '\\') ORDER BY kind, name LIMIT 20`,
      )
      .all(venueToken, like, like) as Array<{ kind: string; data: string }>;
    const data = rows.map(({ kind, data }) => {
      const d = JSON.parse(data) as Record<string, unknown>;
      return {
        type: SEARCH_KINDS[kind]!,
        id: Number(d.id),
        name: String(d.name),
        ar_name: typeof d.ar_name === 'string' ? d.ar_name : null,
        description: typeof d.short_description === 'string' ? d.short_description : null,
        ar_description: typeof d.ar_short_description === 'string' ? d.ar_short_description : null,
        image_path: typeof d.image === 'string' ? d.image : null,
      };
    });
    return checked(searchResponseSchema, { status: true, data: { data } });
  });

  r.add('GET', '/verify-time', ({ headers }) => {
    const tz = String(headers[HEADER.timeZone] ?? 'Asia/Dubai');
    const userTime = String(headers[HEADER.localTime] ?? '');
    let systemTime: string;
    try {
      systemTime = formatInTimeZone(new Date(), tz, 'yyyy-MM-dd HH:mm:ss');
    } catch {
      return fail(400, 'Invalid time zone');
    }
    const user = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(userTime) ? fromZonedTime(userTime.replace(' ', 'T'), tz) : null;
    const body = { status: true, data: { userTime, systemTime } };
    if (!user || Number.isNaN(user.getTime()) || Math.abs(user.getTime() - Date.now()) > PERMITTED_CLOCK_DIFF_MS) {
      return { status: 409, body: { status: false, message: 'Time discrepancy detected', data: body.data } };
    }
    return { status: 200, body };
  });

  r.add('GET', '/version.json', () => checked(versionSchema, { version: process.env.SANDBOX_VERSION ?? '1' }));

  // The remote configuration service's health check (spec §2, §7), played by the sandbox.
  r.add('GET', '/api/v2/health-check', ({ db }) => {
    const rows = db.prepare('SELECT data FROM health').all() as Array<{ data: string }>;
    return checked(healthResponseSchema, { status: true, data: rows.map((r) => JSON.parse(r.data)) });
  });
}
