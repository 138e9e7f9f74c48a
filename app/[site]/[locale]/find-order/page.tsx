import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { FindOrderForm } from '@/components/orders/FindOrderForm';
import { FindOrderIntl } from '@/components/orders/FindOrderIntl';
import styles from '@/components/checkout/result.module.css';

export const generateMetadata = titleMetadata('findOrder', 'title', { robots: { index: false, follow: false } });
export const dynamic = 'force-dynamic';

/**
 * /find-order (issue 24 item 4): a guest opens their orders again with the email the tickets were sent to and a
 * one-time code; account holders are pointed to sign in. Per visitor, never cached (lib/routing/public-cache.mjs).
 */
export default async function FindOrderPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'findOrder' });
  const loginHref = href('/login', locale, { nextUrl: href('/profile/user', locale) });
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <FindOrderIntl locale={locale}>
        <FindOrderForm locale={locale} loginHref={loginHref} />
      </FindOrderIntl>
    </div>
  );
}
