import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { StatePage } from './states/StatePage';
import { GoBackButton } from './NotFoundView';

/** Spec §2 /404: page not found, with go-back. */
export async function NotFoundBody({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'states' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  return (
    <StatePage title={t('notFoundTitle')} body={t('notFoundBody')}>
      <GoBackButton label={tc('goBack')} homeHref={href('/', locale)} />
      <a href={href('/', locale)} className="button button-outline">
        {tc('goHome')}
      </a>
    </StatePage>
  );
}
