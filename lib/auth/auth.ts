import { missingLoginDetail } from './login-details';
import NextAuth, { CredentialsSignin, type User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { authCalls, reshapeCustomer, type SessionUser } from '../provider/auth';
import { sessionFlags, type SessionFlags } from './session-flags';
import { isAuthFault } from './log-filter';
import { resolveTenant } from '../tenant/tenants';
import { authSecret, SESSION_MAX_AGE_SECONDS } from './secret';
import { fromProviderError } from './result';
import { applySavedPreferences } from '../self-service/preference-cookies';
import { signInGuard } from '../rate-limit/sign-in';
import { keepSignedInHint } from './signed-in-hint';

/**
 * next-auth v5 (DESIGN §3): credentials providers backed by the provider's auth calls (spec §7). The provider's
 * bearer token is kept only inside the encrypted, httpOnly JWT session cookie; the session the browser can read
 * (/api/auth/session, /api/session) carries the display name and the anonymous flag, never the token.
 */

/** A sign-in refused by the provider; `code` is a short reason, `serverMessage` the provider's own words. */
export class ProviderSignInError extends CredentialsSignin {
  serverMessage: string | null;
  constructor(code: string, serverMessage: string | null) {
    super(code);
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

function siteCtx(request: Request) {
  const tenant = resolveTenant(request.headers.get('host'));
  if (!tenant) throw new ProviderSignInError('unknown_site', null);
  return { siteToken: tenant.siteToken };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Spec §8 login details missing: refused before the provider is asked. */
function detailsPresent(kind: 'mobile' | 'email-otp', c: Record<string, unknown>): void {
  const missing = missingLoginDetail(kind, c);
  if (missing) throw new ProviderSignInError(missing, null);
}

/** Turns a provider failure into the sign-in error the forms understand (same mapping as the server actions). */
function refused(e: unknown): never {
  if (e instanceof ProviderSignInError) throw e;
  const f = fromProviderError(e);
  throw new ProviderSignInError(f.ok ? 'refused' : f.code, f.ok ? null : f.message);
}

type Login = { data: { token: string; customer: Parameters<typeof reshapeCustomer>[0] } };

function toUser(res: Login): User {
  const u = reshapeCustomer(res.data.customer);
  return { id: String(u.id), name: u.name, email: u.email, bearer: res.data.token, profile: u } as unknown as User;
}

function provider(id: string, call: (ctx: { siteToken: string }, c: Record<string, unknown>) => Promise<Login>) {
  return Credentials({
    id,
    name: id,
    credentials: {},
    async authorize(credentials, request) {
      // Issue 26: the address's and the account's sign-in limits (and an email code's wrong-try lock).
      const guard = await signInGuard(id, credentials, request.headers);
      if (guard.refusal) throw new ProviderSignInError(guard.refusal.code, guard.refusal.message);
      try {
        const ctx = siteCtx(request);
        const login = await call(ctx, credentials);
        // Issue 13 item 1: the customer's saved language and text size become this browser's defaults.
        if (login.data.customer.is_anonymous !== 1) await applySavedPreferences({ ...ctx, bearer: login.data.token });
        await guard.settle(true);
        return toUser(login);
      } catch (e) {
        const code = e instanceof ProviderSignInError ? e.code : (fromProviderError(e) as { code?: string }).code;
        const locked = await guard.settle(false, code);
        if (locked) throw new ProviderSignInError(locked.code, locked.message);
        refused(e);
      }
    },
  });
}

/**
 * What the session cookie holds (issue 16 §5): the provider's bearer token, which finds the customer, and three
 * flags; never profile text, so the cookie stays one small chunk whatever the customer's name. The name the header
 * shows is asked from the provider by /api/session.
 */
interface AppToken {
  bearer?: string;
  who?: SessionFlags;
  lastUpdated?: number;
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecret(),
  // Multi-tenant: every venue's host is trusted; the tenant is resolved from it on each call.
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login', error: '/login' },
  logger: {
    // A refused sign-in is the user's business, not a fault of ours.
    error(error) {
      if (error instanceof CredentialsSignin || !isAuthFault(error)) return;
      console.error('[auth]', error);
    },
    warn(code) {
      console.warn('[auth] warning', code);
    },
  },
  providers: [
    provider('mobile', (ctx, c) => {
      detailsPresent('mobile', c);
      return authCalls.login(ctx, { country_code: str(c.country_code), mobile_number: str(c.mobile_number), password: str(c.password) });
    }),
    provider('email-otp', (ctx, c) => {
      detailsPresent('email-otp', c);
      return authCalls.otpLogin(ctx, { email: str(c.email), otp: str(c.otp), recaptcha_response: str(c.captcha) });
    }),
    provider('sso', (ctx, c) => authCalls.loginUaePass(ctx, { token: str(c.loginToken) })),
    provider('guest', (ctx, c) =>
      authCalls.guestLogin(ctx, {
        name: str(c.name),
        country_code: str(c.country_code),
        mobile_number: str(c.mobile_number),
        email: str(c.email),
      }),
    ),
    // After registration the provider hands out a token; it is checked with the provider before it is trusted.
    provider('token', async (ctx, c) => {
      const token = str(c.token);
      const me = await authCalls.me({ ...ctx, bearer: token });
      return { data: { token, customer: me.data } };
    }),
  ],
  // The islands' signed-in hint follows the session cookie (lib/auth/signed-in-hint.ts).
  events: {
    signIn: () => keepSignedInHint(true),
    signOut: () => keepSignedInHint(false),
  },
  callbacks: {
    jwt({ token, user }) {
      const t = token as typeof token & AppToken;
      if (user) {
        const u = user as unknown as { bearer: string; profile: SessionUser };
        t.bearer = u.bearer;
        t.who = sessionFlags(u.profile);
        t.lastUpdated = Date.now();
        delete t.email;
        delete t.picture;
        delete t.name;
      }
      return t;
    },
    session({ session, token }) {
      const t = token as AppToken;
      // Only what the header needs; the bearer token never leaves the cookie.
      return {
        expires: session.expires,
        // member/partner pick the schedule-control channel (spec §6); the card number and b2b id stay inside.
        user: t.who && t.bearer ? { ...t.who } : undefined,
      } as unknown as typeof session;
    },
  },
});
