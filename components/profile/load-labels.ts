import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LoadLabels } from './PersonalLoad';

/** The loading, error and Try again words every personal island shows before its data (PersonalLoad). */
export async function personalLoadLabels(locale: AppLocale, t: (key: string) => string): Promise<LoadLabels> {
  const tc = await getTranslations({ locale, namespace: 'common' });
  return { loading: tc('loading'), error: t('errors.generic'), retry: tc('retry') };
}
