'use server';
import { redirect } from 'next/navigation';
import { getBearer } from '@/lib/auth/bearer';
import { requestContext } from '@/lib/auth/context';
import { isLocale } from '@/lib/i18n/locales';
import { isProviderError } from '@/lib/provider/errors';
import { savePreferences } from '@/lib/provider/self-service-calls';
import { href } from '@/lib/routing/links';
import { sessionExpiredHref } from './page';
import { setPreferenceCookies } from './preference-cookies';
import { checkPreferences } from './preferences';
import type { FormState } from './types';

/**
 * Saves the text size and language (issue 13 item 1) with the provider, then applies them on this browser. A new
 * language reopens the profile in it; the same language answers ok and the form applies the size at once.
 */
export async function savePreferencesAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = isLocale(f.get('locale')) ? (f.get('locale') as 'en' | 'ar') : 'en';
  const values = { size: String(f.get('size') ?? ''), language: String(f.get('language') ?? '') };
  const checked = checkPreferences(values);
  if ('errors' in checked) return { errors: checked.errors, values };
  const bearer = await getBearer().catch(() => null);
  const ctx = bearer ? await requestContext(bearer) : null;
  if (!ctx) redirect(href('/login', locale));
  try {
    await savePreferences(ctx, checked.value);
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale, '/profile/user'));
    const errors = isProviderError(e) && e.status === 422 ? (e.data as { errors?: Record<string, string> } | null)?.errors : undefined;
    return errors ? { errors, values } : { message: 'generic', values };
  }
  await setPreferenceCookies(checked.value);
  if (checked.value.language !== locale) redirect(href('/profile/user', checked.value.language, { done: 'preferences' }));
  return { ok: true, values };
}
