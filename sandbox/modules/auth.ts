import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  loginPassResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  passwordOtpResponseSchema,
  passwordValidateResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
} from '../../lib/provider/auth';
import { HEADER } from '../../lib/provider/headers';
import { checked, fail, html, isLoopback, redirectTo, type Ctx, type Reply, type Router } from '../http';
import type { SandboxModule } from '../module';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';

/**
 * Accounts in the sandbox (sandbox/README.md, "Accounts"): customers, bearer tokens with an expiry, OTP codes,
 * password-reset tokens and the single sign-on page. It plays the captcha (test key 'sandbox-captcha-ok') and the
 * OTP sender (fixed test code 123456; every generated code is printed to the log).
 */
export const CAPTCHA_TEST_KEY = 'sandbox-captcha-ok';
export const OTP_TEST_CODE = '123456';
/** Spec §9: session lifetime 12 hours. */
const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const OTP_TTL_MS = 10 * 60 * 1000;

const accountSeed = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().email(),
  country_code: z.string().regex(/^\d{1,4}$/),
  mobile_number: z.string().regex(/^\d{8,14}$/),
  password: z.string().min(8),
  membership_card_number: z.string().nullish(),
  b2b_id: z.number().nullish(),
  b2b_type: z.string().nullish(),
  entity_type: z.string().nullish(),
  entity_name: z.string().nullish(),
  partner_status: z.enum(['approved', 'pending']).nullish(),
  gender: z.enum(['Male', 'Female']).nullish(),
  dob: z.string().nullish(),
  nationality: z.string().nullish(),
});

function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS customers (
      id INTEGER PRIMARY KEY AUTOINCREMENT, first_name TEXT, last_name TEXT, name TEXT, email TEXT, country_code TEXT,
      mobile_number TEXT, password_hash TEXT, is_anonymous INTEGER NOT NULL DEFAULT 0, membership_card_number TEXT,
      b2b_id INTEGER, b2b_type TEXT, entity_type TEXT, entity_name TEXT, partner_status TEXT, profile_image TEXT,
      gender TEXT, dob TEXT, nationality TEXT, verified INTEGER NOT NULL DEFAULT 0, verify_token TEXT, created_at INTEGER NOT NULL);
    CREATE UNIQUE INDEX IF NOT EXISTS customers_email ON customers (lower(email)) WHERE is_anonymous = 0;
    CREATE UNIQUE INDEX IF NOT EXISTS customers_mobile ON customers (country_code, mobile_number) WHERE is_anonymous = 0;
    CREATE TABLE IF NOT EXISTS auth_tokens (token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS otp_codes (purpose TEXT NOT NULL, subject TEXT NOT NULL, code TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (purpose, subject));
    CREATE TABLE IF NOT EXISTS reset_tokens (c_token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE, validated INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS sso_codes (code TEXT PRIMARY KEY, customer_id INTEGER, state TEXT NOT NULL, redirect_uri TEXT NOT NULL, expires_at INTEGER NOT NULL);
  `);
}

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function passwordMatches(stored: string | null, password: string): boolean {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  const candidate = scryptSync(password, salt!, 32);
  const expected = Buffer.from(hash!, 'hex');
  return expected.length === candidate.length && timingSafeEqual(expected, candidate);
}

function load(db: DB, seed: Record<string, unknown>): void {
  const accounts = parsePart(z.array(accountSeed).default([]), seed.accounts, ['accounts']);
  const ins = db.prepare(`INSERT INTO customers (first_name, last_name, email, country_code, mobile_number, password_hash, membership_card_number,
    b2b_id, b2b_type, entity_type, entity_name, partner_status, gender, dob, nationality, verified, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`);
  for (const a of accounts) {
    ins.run(a.first_name, a.last_name, a.email, a.country_code, a.mobile_number, hashPassword(a.password), a.membership_card_number ?? null,
      a.b2b_id ?? null, a.b2b_type ?? null, a.entity_type ?? null, a.entity_name ?? null, a.partner_status ?? null, a.gender ?? null,
      a.dob ?? null, a.nationality ?? null, Date.now());
  }
}

export interface CustomerRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  email: string | null;
  country_code: string | null;
  mobile_number: string | null;
  password_hash: string | null;
  is_anonymous: number;
  membership_card_number: string | null;
  b2b_id: number | null;
  b2b_type: string | null;
  entity_name: string | null;
  partner_status: string | null;
  profile_image: string | null;
  gender: 'Male' | 'Female' | null;
  dob: string | null;
  nationality: string | null;
}

function customerWire(c: CustomerRow) {
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    name: c.name ?? [c.first_name, c.last_name].filter(Boolean).join(' '),
    email: c.email,
    country_code: c.country_code,
    mobile_number: c.mobile_number,
    is_anonymous: c.is_anonymous,
    membership_card_number: c.membership_card_number,
    b2b_id: c.b2b_id,
    b2b_type: c.b2b_type,
    entity_name: c.entity_name,
    profile_image: c.profile_image,
    gender: c.gender,
    dob: c.dob,
    nationality: c.nationality,
  };
}

export const str = (body: unknown, key: string): string => {
  const v = body instanceof FormData ? body.get(key) : (body as Record<string, unknown> | null)?.[key];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
};
const digits = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');

function issueToken(db: DB, customerId: number): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO auth_tokens (token, customer_id, expires_at) VALUES (?, ?, ?)').run(token, customerId, Date.now() + TOKEN_TTL_MS);
  return token;
}

function loginReply(db: DB, c: CustomerRow): Reply {
  if (c.partner_status === 'pending') {
    return { status: 403, body: { status: false, message: 'Your partner account is awaiting approval.', data: { code: 'partner_pending' } } };
  }
  return checked(loginResponseSchema, { status: true, message: 'Login success', data: { token: issueToken(db, c.id), customer: customerWire(c) } });
}

/** The customer behind a bearer token, or null when the header is absent, unknown or expired. */
export function bearerCustomer(db: DB, headers: Ctx['headers']): CustomerRow | null | 'invalid' {
  const auth = headers[HEADER.authorization];
  if (typeof auth !== 'string' || !auth.startsWith('Bearer ')) return null;
  const row = db
    .prepare('SELECT c.* FROM auth_tokens t JOIN customers c ON c.id = t.customer_id WHERE t.token = ? AND t.expires_at > ?')
    .get(auth.slice(7), Date.now()) as CustomerRow | undefined;
  return row ?? 'invalid';
}

const byEmail = (db: DB, email: string) =>
  db.prepare('SELECT * FROM customers WHERE lower(email) = lower(?) AND is_anonymous = 0').get(email) as CustomerRow | undefined;

function captchaOk(body: unknown): boolean {
  return str(body, 'recaptcha_response') === CAPTCHA_TEST_KEY;
}

function storeOtp(ctx: Ctx, purpose: string, subject: string): void {
  const code = String(Math.floor(100000 + Math.random() * 900000));
  ctx.db
    .prepare('INSERT OR REPLACE INTO otp_codes (purpose, subject, code, expires_at) VALUES (?, ?, ?, ?)')
    .run(purpose, subject.toLowerCase(), code, Date.now() + OTP_TTL_MS);
  ctx.log(`OTP for ${purpose} ${subject}: ${code} (test code ${OTP_TEST_CODE} also works)`);
}

/** 'ok', 'expired' (a code was sent but its time ran out) or 'invalid'. */
function checkOtp(db: DB, purpose: string, subject: string, code: string): 'ok' | 'expired' | 'invalid' {
  const row = db.prepare('SELECT code, expires_at FROM otp_codes WHERE purpose = ? AND subject = ?').get(purpose, subject.toLowerCase()) as
    | { code: string; expires_at: number }
    | undefined;
  if (row && row.expires_at <= Date.now()) return 'expired';
  if (code === OTP_TEST_CODE || (row && row.code === code)) return 'ok';
  return 'invalid';
}

const otpFail = (state: 'expired' | 'invalid') =>
  state === 'expired'
    ? { status: 422, body: { status: false, message: 'The OTP has expired. Please request a new one.', data: { code: 'otp_expired' } } }
    : { status: 422, body: { status: false, message: 'Invalid OTP', data: { code: 'otp_invalid' } } };

/** The customer an OTP was sent to, when the code is right (404 for an unknown email, else the OTP's refusal). */
function otpCustomer(db: DB, purpose: 'login' | 'password', body: unknown): { c: CustomerRow; email: string } | Reply {
  const email = str(body, 'email');
  const c = byEmail(db, email);
  if (!c) return fail(404, 'No account found for this email', { code: 'not_found' });
  const state = checkOtp(db, purpose, email, str(body, 'otp'));
  return state === 'ok' ? { c, email } : otpFail(state);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function routes(r: Router): void {
  r.add('POST', '/api/v2/auth/login', ({ db, body }) => {
    const code = digits(str(body, 'country_code'));
    const mobile = digits(str(body, 'mobile_number'));
    const c = db.prepare('SELECT * FROM customers WHERE country_code = ? AND mobile_number = ? AND is_anonymous = 0').get(code, mobile) as
      | CustomerRow
      | undefined;
    if (!c || !passwordMatches(c.password_hash, str(body, 'password'))) return fail(422, 'Invalid mobile number or password', { code: 'invalid_credentials' });
    return loginReply(db, c);
  });

  r.add('POST', '/api/v2/auth/login/otp-generate', (ctx) => {
    if (!captchaOk(ctx.body)) return fail(422, 'Captcha verification failed', { code: 'captcha' });
    const email = str(ctx.body, 'email');
    if (!byEmail(ctx.db, email)) return fail(404, 'No account found for this email', { code: 'not_found' });
    storeOtp(ctx, 'login', email);
    return checked(messageResponseSchema, { status: true, message: 'OTP sent to your email' });
  });

  r.add('POST', '/api/v2/auth/login/otp-login', ({ db, body }) => {
    const who = otpCustomer(db, 'login', body);
    if ('status' in who) return who;
    const { c, email } = who;
    db.prepare("DELETE FROM otp_codes WHERE purpose = 'login' AND subject = ?").run(email.toLowerCase());
    return loginReply(db, c);
  });

  // Single sign-on: the provider answers the URL of the sign-on page, which sends the browser back with a code.
  r.add('POST', '/api/v2/auth/login-pass', ({ body, headers }) => {
    const back = str(body, 'redirect_uri');
    if (!/^https?:\/\//.test(back)) return fail(422, 'redirect_uri is required');
    const url = new URL('/sso/authorize', `http://${headers.host ?? '127.0.0.1'}`);
    url.searchParams.set('redirect_uri', back);
    url.searchParams.set('state', randomBytes(8).toString('hex'));
    return checked(loginPassResponseSchema, { status: true, data: { url: url.toString() } });
  });

  r.add('GET', '/sso/authorize', ({ query }) => {
    const back = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    if (!/^https?:\/\//.test(back)) return html('<p>Missing redirect_uri</p>');
    const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(back)}"><input type="hidden" name="state" value="${escapeHtml(state)}">`;
    return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox single sign-on</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:1rem">
<main><h1>Sandbox single sign-on</h1><p>Sign in to the venue as the test customer (customer@example.com)?</p>
<form method="post" action="/sso/decision">${hidden}<input type="hidden" name="decision" value="approve"><button type="submit">Approve</button></form>
<form method="post" action="/sso/decision" style="margin-top:1rem">${hidden}<input type="hidden" name="decision" value="cancel"><button type="submit">Cancel</button></form>
</main></body></html>`);
  });

  r.add('POST', '/sso/decision', ({ db, body }) => {
    const back = str(body, 'redirect_uri');
    if (!/^https?:\/\//.test(back)) return fail(422, 'redirect_uri is required');
    // Like a provider with a registered return address: back to its path, without the caller's query.
    const url = new URL(new URL(back).pathname, back);
    if (str(body, 'decision') !== 'approve') {
      url.searchParams.set('error', 'SsoCancelled');
      return redirectTo(url.toString());
    }
    const c = byEmail(db, 'customer@example.com');
    const code = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO sso_codes (code, customer_id, state, redirect_uri, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      code,
      c?.id ?? null,
      str(body, 'state'),
      back,
      Date.now() + OTP_TTL_MS,
    );
    url.searchParams.set('loginToken', code);
    return redirectTo(url.toString());
  });

  r.add('POST', '/api/v2/auth/login-uae-pass', ({ db, body }) => {
    const row = db.prepare('DELETE FROM sso_codes WHERE code = ? AND expires_at > ? RETURNING customer_id').get(str(body, 'token'), Date.now()) as
      | { customer_id: number | null }
      | undefined;
    const c = row?.customer_id ? (db.prepare('SELECT * FROM customers WHERE id = ?').get(row.customer_id) as CustomerRow | undefined) : undefined;
    if (!c) return fail(422, 'The sign-on session is invalid or has expired', { code: 'sso_invalid' });
    return loginReply(db, c);
  });

  r.add('POST', '/api/v2/auth/guest-login', ({ db, body }) => {
    const name = str(body, 'name');
    const email = str(body, 'email');
    const code = digits(str(body, 'country_code'));
    const mobile = digits(str(body, 'mobile_number'));
    if (name.length < 2 || !email.includes('@') || !code || mobile.length < 8) return fail(422, 'Name, mobile and email are required');
    const id = db
      .prepare('INSERT INTO customers (name, email, country_code, mobile_number, is_anonymous, created_at) VALUES (?, ?, ?, ?, 1, ?)')
      .run(name, email, code, mobile, Date.now()).lastInsertRowid as number;
    const c = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow;
    return checked(loginResponseSchema, { status: true, message: 'Login success', data: { token: issueToken(db, c.id), customer: customerWire(c) } });
  });

  r.add('POST', '/api/v2/auth/password/otp/generate', (ctx) => {
    if (!captchaOk(ctx.body)) return fail(422, 'Captcha verification failed', { code: 'captcha' });
    const email = str(ctx.body, 'email') || str(ctx.body, 'username');
    const c = byEmail(ctx.db, email);
    if (!c) return fail(404, 'No account found for this email', { code: 'not_found' });
    storeOtp(ctx, 'password', email);
    const cToken = randomBytes(24).toString('base64url');
    ctx.db.prepare('INSERT INTO reset_tokens (c_token, customer_id, expires_at) VALUES (?, ?, ?)').run(cToken, c.id, Date.now() + OTP_TTL_MS * 3);
    return checked(passwordOtpResponseSchema, { status: true, message: 'OTP sent to your email', data: { c_token: cToken } });
  });

  r.add('POST', '/api/v2/auth/password/otp/validate', ({ db, body }) => {
    const who = otpCustomer(db, 'password', body);
    if ('status' in who) return who;
    const { c } = who;
    db.prepare('UPDATE reset_tokens SET validated = 1 WHERE customer_id = ? AND expires_at > ?').run(c.id, Date.now());
    return checked(passwordValidateResponseSchema, { status: true, message: 'OTP verified', customer_data: { first_name: c.first_name, email: c.email } });
  });

  r.add('POST', '/api/v2/auth/password/reset', ({ db, body }) => {
    const password = str(body, 'password');
    if (password.length < 8 || password !== str(body, 'confirm_password')) return fail(422, 'The passwords do not match');
    const row = db
      .prepare('SELECT customer_id FROM reset_tokens WHERE c_token = ? AND validated = 1 AND expires_at > ?')
      .get(str(body, 'c_token'), Date.now()) as { customer_id: number } | undefined;
    if (!row) return fail(422, 'The reset request has expired. Please start again.', { code: 'reset_expired' });
    db.transaction(() => {
      db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hashPassword(password), row.customer_id);
      db.prepare('DELETE FROM reset_tokens WHERE customer_id = ?').run(row.customer_id);
      db.prepare('DELETE FROM auth_tokens WHERE customer_id = ?').run(row.customer_id);
    })();
    return checked(messageResponseSchema, { status: true, message: 'Password reset successfully.' });
  });

  r.add('POST', '/api/v2/auth/otp/generate', (ctx) => {
    const email = str(ctx.body, 'email');
    if (!email.includes('@')) return fail(422, 'Please input a valid email address');
    storeOtp(ctx, 'register', email);
    return checked(messageResponseSchema, { status: true, message: 'OTP sent to your email' });
  });

  r.add('POST', '/api/v2/auth/otp/validate-otp', ({ db, body }) => {
    const state = checkOtp(db, 'register', str(body, 'email'), str(body, 'otp'));
    if (state !== 'ok') return otpFail(state);
    return checked(messageResponseSchema, { status: true, message: 'OTP verified' });
  });

  r.add('POST', '/api/v2/auth/register', (ctx) => {
    const { db, body } = ctx;
    const email = str(body, 'email');
    const code = digits(str(body, 'country_code'));
    const mobile = digits(str(body, 'mobile_number'));
    const password = str(body, 'password');
    const partner = str(body, 'is_partner') === '1';
    const first = partner ? str(body, 'contact_person') : str(body, 'first_name');
    if (!email.includes('@') || !code || mobile.length < 8 || password.length < 8 || first.length < 2) return fail(422, 'Please fill all the required fields');
    if (!partner) {
      const state = checkOtp(db, 'register', email, str(body, 'otp'));
      if (state !== 'ok') return otpFail(state);
    }
    if (byEmail(db, email)) return fail(422, 'An account with this email already exists', { code: 'duplicate_email' });
    if (db.prepare('SELECT 1 FROM customers WHERE country_code = ? AND mobile_number = ? AND is_anonymous = 0').get(code, mobile)) {
      return fail(422, 'An account with this mobile number already exists', { code: 'duplicate_mobile' });
    }
    const image = body instanceof FormData ? body.get('image') : null;
    const verify = randomBytes(16).toString('hex');
    const id = db
      .prepare(
        `INSERT INTO customers (first_name, last_name, email, country_code, mobile_number, password_hash, b2b_id, b2b_type, entity_type,
         entity_name, partner_status, profile_image, verify_token, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        first,
        partner ? null : str(body, 'last_name'),
        email,
        code,
        mobile,
        hashPassword(password),
        partner ? 9000 + Math.floor(Math.random() * 999) : null,
        partner ? 'b2b' : null,
        partner ? str(body, 'entity_type') : null,
        partner ? str(body, 'entity_name') : null,
        partner ? 'pending' : null,
        image instanceof Blob && image.size ? `sandbox://uploads/${randomBytes(6).toString('hex')}` : null,
        verify,
        Date.now(),
      ).lastInsertRowid as number;
    ctx.log(`verification link for ${email}: /verify-customer?token=${verify}`);
    const c = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow;
    return checked(registerResponseSchema, {
      status: true,
      message: partner ? 'Thank you. Your partner account will be reviewed.' : 'Registration successful',
      data: { token: partner ? null : issueToken(db, id), customer: customerWire(c), approval_required: partner ? 1 : 0 },
    });
  });

  r.add('POST', '/api/v2/auth/verify-customer', ({ db, body }) => {
    const token = str(body, 'token');
    const res = token ? db.prepare('UPDATE customers SET verified = 1, verify_token = NULL WHERE verify_token = ?').run(token) : { changes: 0 };
    if (!res.changes) return fail(422, 'This verification link is invalid or has already been used', { code: 'verify_invalid' });
    return checked(messageResponseSchema, { status: true, message: 'Your account is verified' });
  });

  r.add('GET', '/api/v2/customers/me', ({ db, headers }) => {
    const c = bearerCustomer(db, headers);
    if (!c || c === 'invalid') return fail(401, 'Unauthenticated');
    return checked(profileResponseSchema, { status: true, data: customerWire(c) });
  });

  r.add('POST', '/api/v2/auth/logout', ({ db, headers }) => {
    const auth = headers[HEADER.authorization];
    if (typeof auth === 'string' && auth.startsWith('Bearer ')) db.prepare('DELETE FROM auth_tokens WHERE token = ?').run(auth.slice(7));
    return checked(messageResponseSchema, { status: true, message: 'Logged out' });
  });

  // Test hook (loopback only): expire every session of one customer, to play an expired token in e2e.
  r.add('POST', '/__admin/expire-sessions', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const c = byEmail(ctx.db, str(ctx.body, 'email'));
    if (!c) return fail(404, 'No such customer');
    const n = ctx.db.prepare('UPDATE auth_tokens SET expires_at = 0 WHERE customer_id = ?').run(c.id).changes;
    return { status: 200, body: { status: true, data: { expired: n } } };
  });

  // Test hook (loopback only): approve a partner awaiting approval.
  r.add('POST', '/__admin/approve-partner', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const n = ctx.db.prepare("UPDATE customers SET partner_status = 'approved' WHERE lower(email) = lower(?) AND partner_status = 'pending'").run(str(ctx.body, 'email')).changes;
    return n ? { status: 200, body: { status: true, data: null } } : fail(404, 'No partner awaiting approval with this email');
  });
}

export const authModule: SandboxModule = {
  name: 'auth',
  migrate,
  tables: ['sso_codes', 'reset_tokens', 'otp_codes', 'auth_tokens', 'customers'],
  load: (db, seed) => load(db, seed),
  routes,
};
