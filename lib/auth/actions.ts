'use server';
import { AuthError, CredentialsSignin } from 'next-auth';
import { cookies, headers } from 'next/headers';
import { LOCALE_COOKIE, SSO_NEXT_COOKIE, SSO_NEXT_MAX_AGE_SECONDS } from './session-cookie';
import { signIn, signOut } from './auth';
import { getBearer } from './bearer';
import { requestContext, requestOrigin } from './context';
import { failure, fieldErrors, fromProviderError, withoutAccountDisclosure, type ActionResult } from './result';
import { authCalls } from '../provider/auth';
import { loadSite } from '../tenant/site';
import { href, safeNextUrl } from '../routing/links';
import { isLocale } from '../i18n/locales';
import { otpField, UPLOAD_TYPES } from '../validation/fields';
import { combinePhone, normaliseMobileNumber } from '../validation/phone';
import { asciiDigits } from '../validation/digits';
import {
  forgotRequestSchema,
  guestLoginSchema,
  mobileLoginSchema,
  otpLoginSchema,
  partnerSchema,
  registerSchema,
  resetPasswordSchema,
  toMultipart,
  type ForgotRequestInput,
  type GuestLoginInput,
  type MobileLoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../validation/forms';
import { limitAction, otpLock } from '../rate-limit/action';
import { sendEmailOtp } from './email-otp';

/**
 * The account forms' server actions (spec §7 auth calls). Each one validates its input again with the forms' own
 * zod schema and answers an ActionResult: never a thrown error, never a 500.
 */

const OK: ActionResult = { ok: true, data: undefined };

async function doSignIn(provider: string, credentials: Record<string, string>): Promise<ActionResult> {
  try {
    await signIn(provider, { ...credentials, redirect: false });
    return OK;
  } catch (e) {
    if (e instanceof CredentialsSignin || (e as { type?: string }).type === 'CredentialsSignin') {
      return failure((e as CredentialsSignin).code ?? 'refused', (e as { serverMessage?: string | null }).serverMessage ?? null);
    }
    if (e instanceof AuthError) {
      console.error('[auth] sign-in failed', e);
      return failure('provider_down');
    }
    throw e;
  }
}

async function siteFlags() {
  const state = await loadSite((await headers()).get('host') ?? '').catch(() => null);
  return state && state.kind === 'ok' ? state.site : null;
}

export async function loginWithMobile(input: MobileLoginInput): Promise<ActionResult> {
  const p = mobileLoginSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  return doSignIn('mobile', {
    country_code: p.data.country_code,
    mobile_number: normaliseMobileNumber(p.data.mobile_number),
    password: p.data.password,
  });
}

export async function requestLoginOtp(input: { email: string; captcha: string }): Promise<ActionResult> {
  const p = otpLoginSchema.omit({ otp: true }).safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const site = await siteFlags();
  if (!site?.otpLogin) return failure('not_offered');
  const { email, captcha } = p.data;
  return sendEmailOtp('otp-request', 'login', email, (ctx) => authCalls.otpGenerate(ctx, { email, recaptcha_response: captcha }), () => undefined, OK);
}

export async function loginWithOtp(input: { email: string; captcha: string; otp: string }): Promise<ActionResult> {
  const p = otpLoginSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  return withoutAccountDisclosure(await doSignIn('email-otp', p.data), failure('otp_invalid'));
}

/** Single sign-on: the provider answers the sign-on page's URL; it sends the browser back to /login?loginToken=. */
export async function startSso(input: { locale: string; nextUrl?: string | null }): Promise<ActionResult<{ url: string }>> {
  const site = await siteFlags();
  if (!site?.uaePass) return failure('not_offered');
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const locale = isLocale(input.locale) ? input.locale : 'en';
  const nextUrl = safeNextUrl(input.nextUrl);
  const back = `${await requestOrigin()}${href('/login', locale, { nextUrl: nextUrl ?? undefined })}`;
  // The way back may lose the query (issue 16 §10): the language and the page to return to travel in cookies.
  const jar = await cookies();
  const secure = back.startsWith('https:');
  jar.set(LOCALE_COOKIE, locale, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure });
  if (nextUrl) jar.set(SSO_NEXT_COOKIE, nextUrl, { path: '/login', maxAge: SSO_NEXT_MAX_AGE_SECONDS, sameSite: 'lax', httpOnly: true, secure });
  else jar.delete(SSO_NEXT_COOKIE);
  try {
    const res = await authCalls.loginPass(ctx, { redirect_uri: back });
    return { ok: true, data: { url: res.data.url } };
  } catch (e) {
    return fromProviderError(e);
  }
}

export async function completeSso(input: { loginToken: string }): Promise<ActionResult> {
  const token = typeof input.loginToken === 'string' ? input.loginToken.slice(0, 512) : '';
  if (!token) return failure('sso_invalid');
  return doSignIn('sso', { loginToken: token });
}

export async function guestLogin(input: GuestLoginInput): Promise<ActionResult> {
  const site = await siteFlags();
  // Spec §6: guest login only with guest checkout on and the special mode off (the cart rule is checked by the form).
  if (!site || !site.guestCheckout || site.specialMode) return failure('not_offered');
  const p = guestLoginSchema.safeParse({ ...input, terms_required: Boolean(site.terms.enabled && site.terms.text?.trim()) });
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  return doSignIn('guest', {
    name: p.data.name,
    email: p.data.email,
    country_code: p.data.country_code,
    mobile_number: normaliseMobileNumber(p.data.mobile_number),
  });
}

export async function sendRegistrationOtp(input: RegisterInput): Promise<ActionResult> {
  const p = registerSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const limited = await limitAction('register', 'email', p.data.email);
  if (limited) return limited;
  try {
    const res = await authCalls.registrationOtp(ctx, { email: p.data.email, mobile: combinePhone(p.data.country_code, p.data.mobile_number) });
    return { ok: true, data: undefined, message: res.message ?? null };
  } catch (e) {
    return fromProviderError(e);
  }
}

/** Spec §8: an OTP validation failure is flagged as an OTP error and the registration is not submitted. */
export async function register(input: RegisterInput & { otp: string }): Promise<ActionResult<{ otpError?: boolean }>> {
  const p = registerSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const otp = otpField.safeParse(input.otp);
  if (!otp.success) return failure('otp_error', null, { otp: otp.error.issues[0]!.message });
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const mobile = combinePhone(p.data.country_code, p.data.mobile_number);
  const limited = (await otpLock.check('register', p.data.email)) ?? (await limitAction('otp-verify', 'email', p.data.email));
  if (limited) return limited;
  try {
    await authCalls.validateOtp(ctx, { otp: otp.data, email: p.data.email, mobile });
  } catch (e) {
    const f = fromProviderError(e);
    if (f.ok || f.code === 'provider_down') return f;
    const locked = f.code === 'otp_expired' ? null : await otpLock.wrong('register', p.data.email);
    if (locked) return locked;
    return failure('otp_error', f.message, { otp: f.code === 'otp_expired' ? 'otpExpired' : 'otpWrong' });
  }
  await otpLock.clear('register', p.data.email);
  let token: string | null | undefined;
  try {
    const res = await authCalls.register(
      ctx,
      toMultipart({
        otp: otp.data,
        first_name: p.data.first_name,
        last_name: p.data.last_name,
        email: p.data.email,
        country_code: p.data.country_code,
        mobile_number: normaliseMobileNumber(p.data.mobile_number),
        mobile,
        password: p.data.password,
        confirm_password: p.data.confirm_password,
        accept_terms: p.data.accept_terms,
        newsletter: p.data.newsletter,
      }),
    );
    token = res.data.token;
  } catch (e) {
    return fromProviderError(e);
  }
  if (!token) return { ok: true, data: {} };
  const signedIn = await doSignIn('token', { token });
  return signedIn.ok ? { ok: true, data: {} } : signedIn;
}

/** Under the server actions' 1 MB body limit with the other fields. */
const MAX_IMAGE_BYTES = 800 * 1024;

/** Become Partner (spec §6): registered as awaiting approval; no session until the venue approves. */
export async function registerPartner(form: FormData): Promise<ActionResult> {
  const raw = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  const p = partnerSchema.safeParse(raw);
  const image = form.get('image');
  const fields = p.success ? {} : fieldErrors(p.error.issues);
  const file = image instanceof Blob && image.size > 0 ? image : null;
  if (file && !UPLOAD_TYPES.slice(0, 2).includes(file.type)) fields.image = 'fileType';
  else if (file && file.size > MAX_IMAGE_BYTES) fields.image = 'fileSize';
  if (!p.success || fields.image) return failure('invalid', null, fields);
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const limited = await limitAction('register', 'email', p.data.email);
  if (limited) return limited;
  try {
    const res = await authCalls.register(
      ctx,
      toMultipart({
        is_partner: true,
        contact_person: p.data.contact_person,
        entity_type: p.data.entity_type,
        entity_name: p.data.entity_name,
        email: p.data.email,
        country_code: p.data.country_code,
        mobile_number: normaliseMobileNumber(p.data.mobile_number),
        mobile: combinePhone(p.data.country_code, p.data.mobile_number),
        password: p.data.password,
        confirm_password: p.data.confirm_password,
        image: file,
      }),
    );
    return { ok: true, data: undefined, message: res.message ?? null };
  } catch (e) {
    return fromProviderError(e);
  }
}

export async function forgotPasswordRequest(input: ForgotRequestInput): Promise<ActionResult<{ cToken: string }>> {
  const p = forgotRequestSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const { email, captcha } = p.data;
  return sendEmailOtp(
    'password-reset',
    'password',
    email,
    (ctx) => authCalls.passwordOtpGenerate(ctx, { email, recaptcha_response: captcha }),
    (res) => ({ cToken: res.data.c_token }),
    { ok: true, data: { cToken: '' } },
  );
}

export async function forgotPasswordValidate(input: { email: string; otp: string; mobile?: string }): Promise<ActionResult> {
  const otp = otpField.safeParse(input.otp);
  if (!otp.success) return failure('invalid', null, { otp: otp.error.issues[0]!.message });
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const email = String(input.email ?? '').trim();
  const limited = (await otpLock.check('password', email)) ?? (await limitAction('otp-verify', 'email', email));
  if (limited) return limited;
  try {
    const res = await authCalls.passwordOtpValidate(ctx, { otp: otp.data, email, mobile: asciiDigits(String(input.mobile ?? '')).replace(/[^\d+]/g, '').slice(0, 20) });
    await otpLock.clear('password', email);
    return { ok: true, data: undefined, message: res.message ?? null };
  } catch (e) {
    const r = withoutAccountDisclosure(fromProviderError(e), failure('otp_invalid'));
    return (!r.ok && r.code === 'otp_invalid' && (await otpLock.wrong('password', email))) || r;
  }
}

export async function forgotPasswordReset(input: ResetPasswordInput & { cToken: string }): Promise<ActionResult> {
  const p = resetPasswordSchema.safeParse(input);
  if (!p.success) return failure('invalid', null, fieldErrors(p.error.issues));
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const limited = await limitAction('password-reset', 'token', String(input.cToken ?? ''));
  if (limited) return limited;
  try {
    const res = await authCalls.passwordReset(ctx, { ...p.data, c_token: String(input.cToken ?? '') });
    return { ok: true, data: undefined, message: res.message ?? null };
  } catch (e) {
    return fromProviderError(e);
  }
}

/** Logout (spec §4): the provider forgets the token (best effort), the session cookie is cleared. */
export async function logout(): Promise<ActionResult> {
  const bearer = await getBearer();
  const ctx = await requestContext(bearer);
  if (bearer && ctx) await authCalls.logout(ctx).catch(() => undefined);
  await signOut({ redirect: false });
  return OK;
}
