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

const SEARCH_KINDS: Record<string, 'event' | 'trainer' | 'academy'> = { events: 'event', trainers: 'trainer', academies: 'academy' };
/** Permitted clock difference (spec §9): 5 minutes. */
const PERMITTED_CLOCK_DIFF_MS = 5 * 60 * 1000;

export function coreRoutes(r: Router): void {
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
        description: typeof d.short_description === 'string' ? d.short_description : null,
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
