import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import styles from '@/components/checkout/result.module.css';
import { FindOrderForm } from './FindOrderForm';
import { FindOrderIntl } from './FindOrderIntl';

/**
 * The result page for anyone who is not the order's own browser or signed-in owner (issue 24 item 4), and for every
 * unknown or made-up token alike: nothing of the order (no number, status, names or codes), only the ways to prove
 * it is theirs: sign in, or a one-time code at the order's email.
 */
export async function PrivateOrder({ locale, token }: { locale: AppLocale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'findOrder' });
  const loginHref = href('/login', locale, { nextUrl: href(`/paymentsuccess/${encodeURIComponent(token)}`, locale) });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.banner}>
        <h1>{t('privateTitle')}</h1>
        <p>{t('privateText')}</p>
      </div>
      <div className={styles.actions}>
        <a className="button button-outline" href={loginHref}>
          {t('signIn')}
        </a>
      </div>
      <section aria-labelledby="by-code-title" className={styles.section}>
        <h2 id="by-code-title">{t('byCodeTitle')}</h2>
        <FindOrderIntl locale={locale}>
          <FindOrderForm token={token} locale={locale} loginHref={loginHref} />
        </FindOrderIntl>
      </section>
    </div>
  );
}
