import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { ResultCartSync } from '@/components/checkout/ResultCartSync';
import { unsuccessfulAs } from '@/lib/orders/document-kind';
import styles from '@/components/checkout/result.module.css';

/**
 * /paymentfailed (spec §2, §8 payment failure page): the spec's two sentences for a failure; the customer's own
 * Cancel on the provider's payment page (`reason=cancelled`, sandbox/README.md) reads as cancelled, without the
 * refund sentence (issue 24 item 3). The cart stays as it was (its holds were released with the declined or
 * cancelled order, so the cart offers to reserve again). Never cached.
 */
export const dynamic = 'force-dynamic';

const ROBOTS = { robots: { index: false, follow: false } };
type Props = { params: Promise<SiteParams>; searchParams: Promise<{ reason?: string | string[] }> };

const cancelledIn = async (searchParams: Props['searchParams']) => {
  const { reason } = await searchParams;
  return unsuccessfulAs({ reason: typeof reason === 'string' ? reason : null }) === 'cancelled';
};

export async function generateMetadata({ params, searchParams }: Props) {
  const cancelled = await cancelledIn(searchParams);
  return (cancelled ? titleMetadata('documents', 'cancelledTitle', ROBOTS) : titleMetadata('payment', 'failedTitle', ROBOTS))({ params });
}

export default async function PaymentFailedPage({ params, searchParams }: Props) {
  const { host, locale } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'payment' });
  const td = await getTranslations({ locale, namespace: 'documents' });
  const cancelled = await cancelledIn(searchParams);
  return (
    <div className={`container ${styles.page}`}>
      <ResultCartSync host={host} token={null} outcome="failed" />
      <div className={`${styles.banner} ${styles.failed}`}>
        {cancelled ? (
          <>
            <h1>{td('cancelledTitle')}</h1>
            <p>{td('cancelledText')}</p>
          </>
        ) : (
          <>
            <h1>{t('failedTitle')}</h1>
            <p>{t('failedText')}</p>
            <p>{t('refund')}</p>
          </>
        )}
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
