import Link from 'next/link';
import type { SiteParams } from '@/lib/i18n/server';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { href } from '@/lib/routing/links';
import { pageParam, personalPage } from '@/lib/self-service/page';
import { Pager } from './Pager';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

/** Transactions (spec §2 "transaction details"): reference id, status and amount paid, newest first. */
export async function TransactionsPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const path = '/profile/transactions';
  const { locale, tenant, site, account, user, t } = await personalPage(params, path);
  const page = pageParam((await searchParams).page);
  const list = await account.transactions(page);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t('menu.transactions')}</h1>
      <ProfileTable
        items={list.items}
        empty={t('money.noTransactions')} emptyClass={styles.card}
        heads={[t('history.date'), t('money.reference'), t('history.status'), t('money.amountPaid')]}
        row={(x) => (
          <tr key={x.orderId}>
            <td>{formatDate(x.createdAt, locale)}</td>
            <td>
              <Link href={href(`/profile/view-tickets/${x.orderId}`, locale)} className={styles.amount}>
                {x.reference}
              </Link>
            </td>
            <td>{t(`orderStatus.${x.status}`)}</td>
            <td className={styles.amount}>{formatPrice(x.amountPaid, x.currency)}</td>
          </tr>
        )}
      />
      <Pager list={list} path={path} locale={locale} />
    </ProfileShell>
  );
}
