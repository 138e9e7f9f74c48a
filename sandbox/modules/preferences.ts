import { preferencesResponseSchema, preferencesSchema } from '../../lib/provider/preferences';
import type { DB } from '../db';
import { checked, fail, type Router } from '../http';
import type { SandboxModule } from '../module';
import { isReply, me } from './self-service-bookings';

/**
 * Display preferences (issue 13 item 1; sandbox/README.md "Self-service"): GET/POST customers/preferences, the
 * bearer's own text size (14, 15, 16 or 18 px) and language (en or ar). A customer who never saved any has the
 * spec §3 defaults, size 16 and language en. Kept per customer, the same at every venue.
 */
const DEFAULTS = { size: 16, language: 'en', saved_at: null } as const;

function migrate(db: DB): void {
  db.exec('CREATE TABLE IF NOT EXISTS ss_preferences (customer_id INTEGER PRIMARY KEY, size INTEGER NOT NULL, language TEXT NOT NULL, saved_at TEXT NOT NULL)');
}

function preferencesOf(db: DB, customerId: number) {
  return (db.prepare('SELECT size, language, saved_at FROM ss_preferences WHERE customer_id = ?').get(customerId) as { size: number; language: string; saved_at: string } | undefined) ?? DEFAULTS;
}

function routes(r: Router): void {
  r.add('GET', '/api/v2/customers/preferences', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    return checked(preferencesResponseSchema, { status: true, data: preferencesOf(ctx.db, c.id) });
  });

  r.add('POST', '/api/v2/customers/preferences', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const body = (ctx.body && typeof ctx.body === 'object' ? ctx.body : {}) as Record<string, unknown>;
    const size = preferencesSchema.shape.size.safeParse(Number(body.size));
    const language = preferencesSchema.shape.language.safeParse(body.language);
    const errors: Record<string, string> = {};
    if (!size.success) errors.size = 'preferenceInvalid';
    if (!language.success) errors.language = 'preferenceInvalid';
    if (!size.success || !language.success) return fail(422, 'Please fix all errors', { code: 'invalid', errors });
    ctx.db.prepare('INSERT OR REPLACE INTO ss_preferences (customer_id, size, language, saved_at) VALUES (?, ?, ?, ?)').run(c.id, size.data, language.data, new Date().toISOString());
    return checked(preferencesResponseSchema, { status: true, message: 'Preferences saved', data: preferencesOf(ctx.db, c.id) });
  });
}

export const preferencesModule: SandboxModule = { name: 'preferences', migrate, tables: ['ss_preferences'], load: () => {}, routes };
