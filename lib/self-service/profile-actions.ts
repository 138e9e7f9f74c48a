'use server';
import { getTranslations } from 'next-intl/server';
import { sessionNames } from '@/lib/auth/session-name';
import type { ActionResult } from '@/lib/forms/action-result';
import { changePassword, saveProfile, uploadProfileFile } from '@/lib/provider/self-service-calls';
import { back, context, localeOf, refused, str, textValues, validated } from './action-context';
import { PROFILE_FIELDS } from './customer';
import type { AppLocale } from '@/lib/i18n/locales';
import type { RequestContext } from '@/lib/provider/headers';
import { passwordFormSchema, profileFileSchema, profileFormSchema } from './schemas';

/**
 * Server actions of the profile page (spec §3 profile form, change password, image and documents): each checks its
 * input again with the form's own schema (lib/self-service/schemas.ts) and answers an ActionResult.
 */

/** Spec §3 customer profile form: checked here with the provider's own rules, then saved whole or not at all. */
export async function saveProfileAction(_prev: ActionResult | null, f: FormData): Promise<ActionResult> {
  const locale = localeOf(f);
  const checked = validated(profileFormSchema.safeParse(textValues(f, PROFILE_FIELDS)));
  return saveChecked(
    locale,
    checked,
    async (ctx, data) => {
      await saveProfile(ctx, data);
      sessionNames.forget(ctx);
    },
    'profile.saved',
  );
}

export async function changePasswordAction(_prev: ActionResult | null, f: FormData): Promise<ActionResult> {
  const locale = localeOf(f);
  const raw = (k: string) => String(f.get(k) ?? '');
  const checked = validated(passwordFormSchema.safeParse({ current_password: raw('current_password'), password: raw('password'), confirm_password: raw('confirm_password') }));
  return saveChecked(locale, checked, changePassword, 'profile.passwordChanged');
}

/**
 * A checked form saved with the provider as the signed-in customer: the form's or the provider's refusal as it is,
 * else the saved message (selfService messages).
 */
async function saveChecked<T>(
  locale: AppLocale,
  checked: { data: T } | { refused: ActionResult<never> },
  save: (ctx: RequestContext, data: T) => Promise<unknown>,
  savedKey: 'profile.saved' | 'profile.passwordChanged',
): Promise<ActionResult> {
  if ('refused' in checked) return checked.refused;
  const ctx = await context(locale);
  try {
    await save(ctx, checked.data);
  } catch (e) {
    return refused(e, locale);
  }
  const t = await getTranslations({ locale, namespace: 'selfService' });
  return { ok: true, data: undefined, message: t(savedKey) };
}

/** Profile image (JPEG/PNG ≤ 1 MB) or a document (JPEG/PNG/PDF ≤ 4 MB, spec §9 accepted upload types). */
export async function uploadProfileFileAction(_prev: ActionResult | null, f: FormData): Promise<ActionResult> {
  const locale = localeOf(f);
  const kind = f.get('kind') === 'documents' ? 'documents' : 'image';
  const checked = validated(profileFileSchema(kind).safeParse({ key: str(f, 'key'), file: f.get('file') }));
  if ('refused' in checked) return checked.refused;
  const body = new FormData();
  body.set('file', checked.data.file!);
  if (kind === 'documents') body.set('key', checked.data.key);
  const ctx = await context(locale);
  try {
    await uploadProfileFile(ctx, kind, body);
  } catch (e) {
    return refused(e, locale);
  }
  back(f, { done: kind === 'image' ? 'image' : 'document' });
}
