import 'server-only';
import { redirect } from 'next/navigation';
import { getBearer } from '@/lib/auth/bearer';
import { requestContext } from '@/lib/auth/context';
import { INVALID, issuesByField, refusal, type ActionResult } from '@/lib/forms/action-result';
import { isLocale, type AppLocale } from '@/lib/i18n/locales';
import { isProviderError } from '@/lib/provider/errors';
import type { RequestContext } from '@/lib/provider/headers';
import { href } from '@/lib/routing/links';
import { sessionExpiredHref } from './page';

/**
 * What the personal pages' server actions share (issue 13): the form's locale and way back, the signed-in
 * customer's provider context from the session cookie (never from the form), and the provider's refusal as the one
 * form result (lib/forms/action-result.ts).
 */
const BACK = /^\/(profile|customer-support)(\/[A-Za-z0-9_-]+){0,3}$/;

export function localeOf(f: FormData): AppLocale {
  const l = f.get('locale');
  return isLocale(l) ? l : 'en';
}

function backOf(f: FormData): string {
  const b = String(f.get('back') ?? '');
  return BACK.test(b) ? b : '/profile/user';
}

export const str = (f: FormData, k: string) => {
  const v = f.get(k);
  return typeof v === 'string' ? v.trim() : '';
};

/** The named fields of a form, as text (a missing one is blank). */
export function textValues<K extends string>(f: FormData, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((k) => [k, str(f, k)])) as Record<K, string>;
}

/** A schema's parse as the refusal of a form (field errors by name), or its data. */
export function validated<T>(parsed: { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }): { data: T } | { refused: ActionResult<never> } {
  return parsed.success ? { data: parsed.data } : { refused: refusal(INVALID, { fields: issuesByField(parsed.error.issues) }) };
}

export async function context(locale: AppLocale): Promise<RequestContext> {
  const bearer = await getBearer().catch(() => null);
  const ctx = bearer ? await requestContext(bearer) : null;
  if (!ctx) redirect(href('/login', locale));
  return ctx;
}

/** The provider's refusal as a message key of selfService.errors / history, or generic. */
export function failureKey(e: unknown): string {
  if (!isProviderError(e)) return 'generic';
  const code = (e.data as { code?: string } | null)?.code;
  if (e.status === 409) return 'slotTaken';
  if (code === 'not_allowed') return 'notAllowed';
  if (e.status === 404) return 'notFound';
  return 'generic';
}

/** Back to the page the form was on, with a flash key (?done= or ?error=). */
export function back(f: FormData, flash: Record<string, string>): never {
  redirect(href(backOf(f), localeOf(f), flash));
}

function providerFieldErrors(e: unknown): Record<string, string> | null {
  if (!isProviderError(e) || e.status !== 422) return null;
  const errors = (e.data as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : null;
}

/**
 * A refused save: an expired session signs in again (spec §8, back to `path` when given); the provider's 422 field
 * errors go on the form, anything else is a message key.
 */
export function refused(e: unknown, locale: AppLocale, path?: string): ActionResult<never> {
  if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale, path));
  const fields = providerFieldErrors(e);
  return fields ? refusal(INVALID, { fields }) : refusal(failureKey(e));
}
