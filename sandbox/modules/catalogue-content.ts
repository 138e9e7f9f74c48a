import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  blogListResponseSchema,
  blogResponseSchema,
  blogSchema,
  contentPathsResponseSchema,
  galleryItemSchema,
  galleryResponseSchema,
  offerListResponseSchema,
  offerSchema,
  outletListResponseSchema,
  outletResponseSchema,
  outletSchema,
  PAGE_SIZE,
  retailListResponseSchema,
  retailProductSchema,
  serviceResponseSchema,
  serviceSchema,
} from '../../lib/provider/content-schemas';
import {
  configuredFormResponseSchema,
  configuredFormSchema,
  formSubmitSchema,
  leadFormResponseSchema,
  leadFormSchema,
  leadSubmitSchema,
  newsletterSubmitSchema,
  uploadResponseSchema,
} from '../../lib/provider/forms';
import { emailOk } from './self-service-checks';
import { ACCEPTED_UPLOAD_NAMES, EXTENSION_OF, isAcceptedUpload, MAX_UPLOAD_BYTES, sniffUpload } from '../../lib/forms/file-type';
import { checked, fail, ok, type Ctx, type Router } from '../http';
import type { SandboxModule } from '../module';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';

/**
 * Catalogue content (sandbox/README.md "Catalogue content"): blogs, outlets with menus, retail, offers, the media
 * library, services, configured forms, the lead form, newsletter subscriptions and file uploads. Seed in
 * `seed/default.content.json`.
 */
export const CAPTCHA_TEST_KEY = 'sandbox-captcha-ok';

const venueContent = z.object({
  token: z.string(),
  blogs: z.array(blogSchema).default([]),
  outlets: z.array(outletSchema).default([]),
  retail_products: z.array(retailProductSchema).default([]),
  offers: z.array(offerSchema).default([]),
  gallery: z.array(galleryItemSchema).default([]),
  services: z.array(serviceSchema).default([]),
  forms: z.array(configuredFormSchema).default([]),
  lead_form: leadFormSchema.nullish(),
});
type Kind = 'blogs' | 'outlets' | 'retail_products' | 'offers' | 'gallery' | 'services' | 'forms' | 'lead_form';
const KINDS: Kind[] = ['blogs', 'outlets', 'retail_products', 'offers', 'gallery', 'services', 'forms'];

function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS content_items (venue_token TEXT NOT NULL, kind TEXT NOT NULL, key TEXT NOT NULL, sort TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, kind, key));
    CREATE TABLE IF NOT EXISTS leads (id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS newsletter_subscribers (venue_token TEXT NOT NULL, email TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (venue_token, email));
    CREATE TABLE IF NOT EXISTS form_submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, form_slug TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS uploads (path TEXT PRIMARY KEY, venue_token TEXT NOT NULL, mime TEXT NOT NULL, size INTEGER NOT NULL, created_at TEXT NOT NULL);
  `);
}

function keyOf(kind: Kind, item: Record<string, unknown>): string {
  if (kind === 'blogs' || kind === 'forms') return String(item.slug);
  if (kind === 'lead_form') return 'lead';
  return String(item.id);
}

function load(db: DB, seed: { venues: unknown[] }): void {
  const ins = db.prepare('INSERT INTO content_items (venue_token, kind, key, sort, data) VALUES (?, ?, ?, ?, ?)');
  seed.venues.forEach((raw, i) => {
    const v = parsePart(venueContent, raw, ['venues', i]);
    const rawVenue = raw as Record<string, unknown>;
    for (const kind of KINDS) {
      // The raw wire item is stored; validation only proves it meets the contract.
      const rawItems = (rawVenue[kind] as Array<Record<string, unknown>> | undefined) ?? [];
      rawItems.forEach((item, n) => {
        const sort = kind === 'blogs' ? String(item.published_at) : String(n).padStart(6, '0');
        ins.run(v.token, kind, keyOf(kind, item), sort, JSON.stringify(item));
      });
    }
    if (v.lead_form) ins.run(v.token, 'lead_form', 'lead', '0', JSON.stringify(rawVenue.lead_form));
  });
}

function items(db: DB, token: string | null, kind: Kind, order: 'ASC' | 'DESC' = 'ASC'): unknown[] {
  const rows = db
    .prepare(`SELECT data FROM content_items WHERE venue_token = ? AND kind = ? ORDER BY sort ${order}, key`)
    .all(token, kind) as Array<{ data: string }>;
  return rows.map((r) => JSON.parse(r.data));
}

function item(db: DB, token: string | null, kind: Kind, key: string): Record<string, unknown> | null {
  const row = db.prepare('SELECT data FROM content_items WHERE venue_token = ? AND kind = ? AND key = ?').get(token, kind, key) as { data: string } | undefined;
  return row ? JSON.parse(row.data) : null;
}

const now = () => new Date().toISOString();

/**
 * The provider answers in the visitor's language when the call carries `locale=ar` (not `lang`: the storefront's
 * rewrites claim every path with `?lang=`, API routes included).
 */
const MESSAGES = {
  formInvalid: { en: 'Invalid form submission', ar: 'النموذج المرسل غير صالح' },
  fillAll: { en: 'Please fill all the required fields', ar: 'يرجى تعبئة جميع الحقول المطلوبة' },
  uploadMissing: { en: 'The uploaded file was not found. Please upload it again.', ar: 'لم يُعثر على الملف المرفوع. يرجى رفعه مرة أخرى.' },
  formThanks: { en: 'Thank you, your form has been submitted.', ar: 'شكرًا لك، تم إرسال النموذج.' },
  leadInvalid: { en: 'Invalid lead submission', ar: 'الطلب المرسل غير صالح' },
  captcha: { en: 'Captcha verification failed. Please verify you are human.', ar: 'فشل التحقق. يرجى التأكد من أنك إنسان.' },
  formChanged: { en: 'This form has changed. Please reload the page.', ar: 'تغيّر هذا النموذج. يرجى إعادة تحميل الصفحة.' },
  email: { en: 'Please enter a valid email address', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  leadThanks: { en: 'Thank you! Our team will contact you shortly.', ar: 'شكرًا لك! سيتواصل معك فريقنا قريبًا.' },
} as const;
const say = (ctx: Ctx, key: keyof typeof MESSAGES) => MESSAGES[key][ctx.query.get('locale') === 'ar' ? 'ar' : 'en'];
/** A lead failure carries its message in data.message too (spec §8: the server's data.message is shown). */
const leadFail = (ctx: Ctx, key: keyof typeof MESSAGES) => fail(422, say(ctx, key), { message: say(ctx, key) });

function uploadsDir(): string {
  return process.env.SANDBOX_UPLOADS ?? path.join(process.cwd(), 'data', 'uploads');
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === false) return true;
  if (typeof v === 'string') return !v.trim();
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object') return !String((v as { value?: unknown }).value ?? '').trim();
  return false;
}

function requireVenue(ctx: Ctx) {
  if (!ctx.venueToken || !ctx.db.prepare('SELECT 1 FROM venues WHERE token = ?').get(ctx.venueToken)) return fail(404, 'Venue not found');
  return null;
}

function routes(r: Router): void {
  r.add('GET', '/api/v2/blogs', ({ db, venueToken, query }) => {
    const all = items(db, venueToken, 'blogs', 'DESC') as Array<Record<string, unknown>>;
    const perPage = Math.min(50, Math.max(1, Number(query.get('per_page')) || PAGE_SIZE));
    const totalPages = Math.max(1, Math.ceil(all.length / perPage));
    const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
    // The list carries summaries only; the body comes with the detail call.
    const data = all.slice((page - 1) * perPage, page * perPage).map(({ content: _c, ar_content: _a, ...rest }) => rest);
    return checked(blogListResponseSchema, { status: true, data, total: all.length, current_page: page, total_pages: totalPages });
  });

  r.add('GET', '/api/v2/blogs/:slug', ({ db, venueToken, params }) => {
    const blog = item(db, venueToken, 'blogs', params.slug!);
    return blog ? checked(blogResponseSchema, { status: true, data: blog }) : fail(404, 'Blog not found');
  });

  r.add('GET', '/api/v2/outlets', ({ db, venueToken }) => {
    const data = (items(db, venueToken, 'outlets') as Array<Record<string, unknown>>).map(({ categories: _c, ...rest }) => rest);
    return checked(outletListResponseSchema, { status: true, data });
  });

  r.add('GET', '/api/v2/outlets/:id', ({ db, venueToken, params }) => {
    const outlet = item(db, venueToken, 'outlets', params.id!);
    return outlet ? checked(outletResponseSchema, { status: true, data: outlet }) : fail(404, 'Outlet not found');
  });

  r.add('GET', '/api/v2/retail/products', ({ db, venueToken }) =>
    checked(retailListResponseSchema, { status: true, data: items(db, venueToken, 'retail_products') }),
  );
  r.add('GET', '/api/v2/offers', ({ db, venueToken }) => checked(offerListResponseSchema, { status: true, data: items(db, venueToken, 'offers') }));
  r.add('GET', '/api/v2/gallery', ({ db, venueToken }) => checked(galleryResponseSchema, { status: true, data: items(db, venueToken, 'gallery') }));

  r.add('GET', '/api/v2/services/:id', ({ db, venueToken, params }) => {
    const s = item(db, venueToken, 'services', params.id!);
    return s && s.is_public !== 0 ? checked(serviceResponseSchema, { status: true, data: s }) : fail(404, 'Service not found');
  });

  r.add('GET', '/api/v2/content/paths', ({ db, venueToken }) => {
    const keys = (kind: Kind) =>
      (db.prepare('SELECT key FROM content_items WHERE venue_token = ? AND kind = ? ORDER BY sort, key').all(venueToken, kind) as Array<{ key: string }>).map((x) => x.key);
    const services = (items(db, venueToken, 'services') as Array<{ id: number; is_public?: number }>).filter((s) => s.is_public !== 0).map((s) => s.id);
    return checked(contentPathsResponseSchema, {
      status: true,
      data: { blogs: keys('blogs'), outlets: keys('outlets').map(Number), services, forms: keys('forms') },
    });
  });

  r.add('GET', '/api/v2/forms/:slug', ({ db, venueToken, params }) => {
    const f = item(db, venueToken, 'forms', params.slug!);
    return f ? checked(configuredFormResponseSchema, { status: true, data: f }) : fail(404, 'Form not found');
  });

  r.add('POST', '/api/v2/forms/:slug', (ctx) => {
    const missing = requireVenue(ctx);
    if (missing) return missing;
    const form = item(ctx.db, ctx.venueToken, 'forms', ctx.params.slug!);
    if (!form) return fail(404, 'Form not found');
    const body = formSubmitSchema.safeParse(ctx.body);
    if (!body.success) return fail(422, say(ctx, 'formInvalid'));
    const config = configuredFormSchema.parse(form);
    const answers = new Map(body.data.fields.map((f) => [f.id, f.value]));
    const required = config.fields.filter((f) => f.is_required === 1 && f.is_visible === 1);
    if (required.some((f) => isEmpty(answers.get(f.id)))) return fail(422, say(ctx, 'fillAll'));
    for (const f of config.fields.filter((x) => x.type === 'file')) {
      const v = answers.get(f.id);
      if (typeof v === 'string' && v && !ctx.db.prepare('SELECT 1 FROM uploads WHERE path = ? AND venue_token = ?').get(v, ctx.venueToken)) {
        return fail(422, `${f.name}: ${say(ctx, 'uploadMissing')}`);
      }
    }
    ctx.db.prepare('INSERT INTO form_submissions (venue_token, form_slug, data, created_at) VALUES (?, ?, ?, ?)').run(ctx.venueToken, config.slug, JSON.stringify(body.data), now());
    return ok(null, { message: say(ctx, 'formThanks') });
  });

  r.add('GET', '/api/v2/leads', ({ db, venueToken }) => checked(leadFormResponseSchema, { status: true, data: item(db, venueToken, 'lead_form', 'lead') }));

  r.add('POST', '/api/v2/leads', (ctx) => {
    const missing = requireVenue(ctx);
    if (missing) return missing;
    const form = item(ctx.db, ctx.venueToken, 'lead_form', 'lead');
    if (!form) return fail(404, 'Lead form not found');
    const body = leadSubmitSchema.safeParse(ctx.body);
    if (!body.success) return leadFail(ctx, 'leadInvalid');
    // The sandbox plays the captcha service (DESIGN §4): only the test key passes.
    if (body.data.recaptcha_response !== CAPTCHA_TEST_KEY) return leadFail(ctx, 'captcha');
    const config = leadFormSchema.parse(form);
    if (body.data.lead_action_list_id !== config.lead_action_list_id) return leadFail(ctx, 'formChanged');
    const answers = new Map(body.data.form_fields.map((f) => [f.field_name, f.answer]));
    if (config.form_fields.some((f) => f.is_required === 1 && isEmpty(answers.get(f.field_name)))) {
      return leadFail(ctx, 'fillAll');
    }
    const email = config.form_fields.find((f) => f.type === 'email');
    const emailAnswer = email ? answers.get(email.field_name) : null;
    if (typeof emailAnswer === 'string' && emailAnswer && !emailOk(emailAnswer)) {
      return leadFail(ctx, 'email');
    }
    ctx.db.prepare('INSERT INTO leads (venue_token, data, created_at) VALUES (?, ?, ?)').run(ctx.venueToken, JSON.stringify(body.data), now());
    return ok(null, { message: say(ctx, 'leadThanks') });
  });

  r.add('POST', '/api/v2/newsletter/subscribe', (ctx) => {
    const missing = requireVenue(ctx);
    if (missing) return missing;
    const body = newsletterSubmitSchema.safeParse(ctx.body);
    const email = body.success ? body.data.email.trim().toLowerCase() : '';
    if (!email || email.length > 254 || !emailOk(email)) return fail(422, 'Please enter a valid email address');
    // The primary key makes a duplicate impossible even when two requests race.
    const res = ctx.db.prepare('INSERT OR IGNORE INTO newsletter_subscribers (venue_token, email, created_at) VALUES (?, ?, ?)').run(ctx.venueToken, email, now());
    if (res.changes === 0) return fail(409, 'This email is already subscribed to our newsletter.');
    return ok(null, { message: 'Thank you for subscribing to our newsletter.' });
  });

  r.add('POST', '/api/v2/file/save/data', async (ctx) => {
    const missing = requireVenue(ctx);
    if (missing) return missing;
    if (!(ctx.body instanceof FormData)) return fail(422, 'Send the file as multipart form data');
    const file = ctx.body.get('preUpload[0]');
    if (!(file instanceof File)) return fail(422, 'No file received');
    const invalid = `Invalid file type. Please upload a valid file type (${ACCEPTED_UPLOAD_NAMES})`;
    if (file.size > MAX_UPLOAD_BYTES) return fail(422, 'The file is too large (5 MB at most)');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const real = sniffUpload(bytes);
    const declared = ctx.body.getAll('types[]').map(String);
    if (!real || !isAcceptedUpload({ name: file.name, type: file.type || real }) || (file.type && file.type !== real) || (declared.length && !declared.some((t) => real.includes(t) || t === EXTENSION_OF[real]))) {
      return fail(422, invalid);
    }
    const dir = uploadsDir();
    mkdirSync(dir, { recursive: true });
    const name = `${randomUUID()}.${EXTENSION_OF[real]}`;
    writeFileSync(path.join(dir, name), bytes);
    const stored = `uploads/${name}`;
    ctx.db.prepare('INSERT INTO uploads (path, venue_token, mime, size, created_at) VALUES (?, ?, ?, ?, ?)').run(stored, ctx.venueToken, real, bytes.length, now());
    return checked(uploadResponseSchema, { status: true, data: { files: [stored] } });
  });
}

export const catalogueContentModule: SandboxModule = {
  name: 'catalogue-content',
  migrate,
  tables: ['content_items', 'leads', 'newsletter_subscribers', 'form_submissions', 'uploads'],
  load: (db, seed) => load(db, seed),
  routes,
};
