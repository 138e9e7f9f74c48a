'use client';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SessionExpiredError } from '@/lib/api/client';
import { fetchTransactions } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { useSession } from '@/lib/api/session';
import { isSignedIn } from '@/lib/booking/access';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { pageParam } from '@/lib/self-service/page-param';
import { PagerLinks } from './PagerLinks';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

export interface TransactionsLabels {
  heads: string[];
  empty: string;
  /** selfService.orderStatus, by status. */
  statuses: Record<string, string>;
  loading: string;
  error: string;
  retry: string;
}

/**
 * The transactions of the signed-in customer (spec §2 "transaction details"), read in the browser: the page around
 * it is a cached shell, the same for every customer (issue 27 item 3). A guest is sent to login as the server page
 * did; a session the provider ended is handled by the api client (spec §8).
 */
export function TransactionsList({ locale, path, labels }: { locale: AppLocale; path: string; labels: TransactionsLabels }) {
  const page = pageParam(useSearchParams()?.get('page'));
  const tp = useTranslations('pager');
  const session = useSession();
  const list = useQuery({ queryKey: qk.transactions(page), queryFn: ({ signal }) => fetchTransactions(page, signal) });
  const guest = session.loaded && !isSignedIn(session.user);
  useEffect(() => {
    if (guest) window.location.replace(href('/login', locale, { nextUrl: href(path, locale) }));
  }, [guest, locale, path]);

  if (guest || list.isPending) return <p className={styles.muted} role="status">{labels.loading}</p>;
  if (list.isError) {
    if (list.error instanceof SessionExpiredError) return null;
    return (
      <div role="alert" className={styles.card}>
        <p>{labels.error}</p>
        <button type="button" className="button button-outline" onClick={() => void list.refetch()}>
          {labels.retry}
        </button>
      </div>
    );
  }
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
              <Link href={href(`/profile/view-tickets/${x.orderId}`, locale)} className={styles.amount}>
                {x.reference}
              </Link>
            </td>
            <td>{labels.statuses[x.status] ?? x.status}</td>
            <td className={styles.amount}>{formatPrice(x.amountPaid, x.currency)}</td>
          </tr>
        )}
      />
      <PagerLinks list={data} path={path} locale={locale} labels={{ label: tp('label'), previous: tp('previous'), next: tp('next'), status: tp('status', { page: data.page, total: data.totalPages }) }} />
    </>
  );
}
