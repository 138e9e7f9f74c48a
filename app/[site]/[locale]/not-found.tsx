import { getLocale } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { NotFoundBody } from '@/components/shell/NotFoundBody';

export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundBody locale={isLocale(locale) ? locale : 'en'} />;
}
