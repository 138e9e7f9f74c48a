'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { fetchTransactions } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { pageParam } from '@/lib/self-service/page-param';
import { PersonalPager } from './PersonalPager';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

export interface TransactionsLabels extends LoadLabels {
  heads: string[];
  empty: string;
  /** selfService.orderStatus, by status. */
  statuses: Record<string, string>;
}

/**
 * The transactions of the signed-in customer (spec §2 "transaction details"), read in the browser: the page around
 * it is a cached shell, the same for every customer (issue 27 item 3). A guest is sent to login as the server page
 * did; a session the provider ended is handled by the api client (spec §8).
 */
export function TransactionsList({ locale, path, labels }: { locale: AppLocale; path: string; labels: TransactionsLabels }) {
  const page = pageParam(useSearchParams()?.get('page'));
  const guest = useGuestToLogin(locale, path);
  const list = useQuery({ queryKey: qk.transactions(page), queryFn: ({ signal }) => fetchTransactions(page, signal) });
  if (guest || list.isPending || list.isError) return <PersonalLoad query={list} guest={guest} labels={labels} />;
  const { data } = list;
  return (
    <>
      <ProfileTable
        items={data.items}
        empty={labels.empty}
        emptyClass={styles.card}
        heads={labels.heads}
        row={(x) => (
          <tr key={x.orderId}>
            <td>{formatDate(x.createdAt, locale)}</td>
            <td>
              <AppLink href={href(`/profile/view-tickets/${x.orderId}`, locale)} className={styles.amount}>
                {x.reference}
              </AppLink>
            </td>
            <td>{labels.statuses[x.status] ?? x.status}</td>
            <td className={styles.amount}>{formatPrice(x.amountPaid, x.currency)}</td>
          </tr>
        )}
      />
      <PersonalPager list={data} path={path} locale={locale} />
    </>
  );
}
