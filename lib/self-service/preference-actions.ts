'use server';
import { redirect } from 'next/navigation';
import { refusal, type ActionResult } from '@/lib/forms/action-result';
import { savePreferences } from '@/lib/provider/self-service-calls';
import { href } from '@/lib/routing/links';
import { context, localeOf, refused, textValues, validated } from './action-context';
import { setPreferenceCookies } from './preference-cookies';
import { checkPreferences, sizeName, type TextSizeName } from './preferences';
import { preferencesFormSchema } from './schemas';

/**
 * Saves the text size and language (issue 13 item 1) with the provider, then applies them on this browser. A new
 * language reopens the profile in it; the same language answers ok with the size, which the form applies at once.
 */
export async function savePreferencesAction(_prev: ActionResult<{ size: TextSizeName }> | null, f: FormData): Promise<ActionResult<{ size: TextSizeName }>> {
  const locale = localeOf(f);
  const parsed = validated(preferencesFormSchema.safeParse(textValues(f, ['size', 'language'] as const)));
  if ('refused' in parsed) return parsed.refused;
  const checked = checkPreferences(parsed.data);
  if ('errors' in checked) return refusal('invalid', { fields: checked.errors });
  const ctx = await context(locale);
  try {
    await savePreferences(ctx, checked.value);
  } catch (e) {
    const r = refused(e, locale, '/profile/user');
    return r.ok || r.fields ? r : { ...r, code: 'generic' };
  }
  await setPreferenceCookies(checked.value);
  if (checked.value.language !== locale) redirect(href('/profile/user', checked.value.language, { done: 'preferences' }));
  return { ok: true, data: { size: sizeName(checked.value.size)! } };
}
