'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SessionExpiredError } from '@/lib/api/errors';
import { fetchCards } from '@/lib/api/commerce';
import { fetchLedger, removeSavedCard } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { pageParam } from '@/lib/self-service/page-param';
import { PersonalPager } from './PersonalPager';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

export interface LedgerLabels extends LoadLabels {
  heads: string[];
}

const points = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);

/**
 * The wallet's or the Q-points' balance and history (spec §2), and on the wallet page the saved cards, read in the
 * browser: the page around it is a cached shell (issue 27 item 3). Removing a card asks the provider and reads the
 * cards again.
 */
export function LedgerList({ kind, locale, path, labels }: { kind: 'wallet' | 'qpoints'; locale: AppLocale; path: string; labels: LedgerLabels }) {
  const page = pageParam(useSearchParams()?.get('page'));
  const t = useTranslations('selfService.money');
  const guest = useGuestToLogin(locale, path);
  const ledger = useQuery({ queryKey: qk.ledger(kind, page), queryFn: ({ signal }) => fetchLedger(kind, page, signal) });
  if (guest || ledger.isPending || ledger.isError) return <PersonalLoad query={ledger} guest={guest} labels={labels} />;
  const { data } = ledger;
  const amount = (n: number) => (kind === 'wallet' ? formatPrice(Math.abs(n), data.currency) : t('points', { n: points(Math.abs(n)) }));
  return (
    <>
      <p className={styles.card}>
        <span>{t('balance')}</span>
        <strong className={styles.amount} data-testid="balance">
          {amount(data.balance)}
        </strong>
      </p>
      <section aria-labelledby="history-heading" className={styles.main}>
        <h2 id="history-heading">{t('history')}</h2>
        <ProfileTable
          items={data.items}
          empty={t('noHistory')}
          heads={labels.heads}
          row={(e) => (
            <tr key={e.id}>
              <td>{formatDate(e.createdAt, locale)}</td>
              <td>
                <bdi>{pick(e.description, locale)}</bdi>
              </td>
              <td className={styles.amount}>{`${e.amount < 0 ? '−' : '+'}${amount(e.amount)}`}</td>
            </tr>
          )}
        />
        <PersonalPager list={data} path={path} locale={locale} />
      </section>
      {kind === 'wallet' ? <SavedCards labels={labels} /> : null}
    </>
  );
}

function SavedCards({ labels }: { labels: LedgerLabels }) {
  const t = useTranslations('selfService.money');
  const client = useQueryClient();
  const [removed, setRemoved] = useState(false);
  const cards = useQuery({ queryKey: qk.cards, queryFn: fetchCards });
  const remove = useMutation({
    mutationFn: removeSavedCard,
    onSuccess: async () => {
      setRemoved(true);
      await client.invalidateQueries({ queryKey: qk.cards });
    },
  });
  return (
    <section aria-labelledby="cards-heading" className={styles.main}>
      <h2 id="cards-heading">{t('cards')}</h2>
      {remove.isError && !(remove.error instanceof SessionExpiredError) ? (
        <p role="alert" className={styles.card}>
          {labels.error}
        </p>
      ) : null}
      {cards.isPending || cards.isError ? (
        <PersonalLoad query={cards} guest={false} labels={labels} />
      ) : cards.data.length === 0 ? (
        <p className={styles.muted}>{t('noCards')}</p>
      ) : (
        <ul className={styles.list}>
          {cards.data.map((c) => (
            <li key={c.id} className={`${styles.card} ${styles.row}`}>
              <span className={styles.amount}>{c.number}</span>
              {c.expiry ? <span className={styles.amount}>{c.expiry}</span> : null}
              {c.holder ? <bdi>{c.holder}</bdi> : null}
              <button
                type="button"
                className="button button-outline"
                disabled={remove.isPending}
                onClick={() => {
                  setRemoved(false);
                  remove.mutate(c.id);
                }}
              >
                {t('removeCard', { number: c.number.slice(-4) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.muted}>
        {removed && !remove.isPending ? t('cardRemoved') : null}
      </p>
    </section>
  );
}
