import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { ResultCartSync } from '@/components/checkout/ResultCartSync';
import styles from '@/components/checkout/result.module.css';

/**
 * /paymentfailed (spec §2, §8 payment failure page): the spec's two sentences; the cart stays as it was (its holds
 * were released with the declined or cancelled order, so the cart offers to reserve again). Never cached.
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = titleMetadata('payment', 'failedTitle', { robots: { index: false, follow: false } });

export default async function PaymentFailedPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'payment' });
  return (
    <div className={`container ${styles.page}`}>
      <ResultCartSync host={host} token={null} outcome="failed" />
      <div className={`${styles.banner} ${styles.failed}`}>
        <h1>{t('failedTitle')}</h1>
        <p>{t('failedText')}</p>
        <p>{t('refund')}</p>
      </div>
      <div className={styles.actions}>
        <a className="button button-cta" href={href('/cart', locale)}>
          {t('backToCart')}
        </a>
        <a className="button button-outline" href={href('/', locale)}>
          {t('home')}
        </a>
      </div>
    </div>
  );
}
