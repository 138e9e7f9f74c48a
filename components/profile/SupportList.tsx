'use client';
import { useCallback } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { qk } from '@/lib/api/query-keys';
import { fetchSupportTickets } from '@/lib/api/support';
import { formatDate } from '@/lib/format/date';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { pageParam } from '@/lib/self-service/page-param';
import { PersonalLoad, type LoadLabels } from './PersonalLoad';
import { PersonalPager } from './PersonalPager';
import { ProfileCard } from './ProfileCard';
import { SupportForm } from './SupportForms';
import { statusKey, useSupportFormText } from './support-text';
import styles from './profile.module.css';

const PATH = '/customer-support';

/**
 * The signed-in customer's support tickets (spec §2 /customer-support), a page of them at a time, and the form to open
 * one, read in the browser: the page is a cached shell (issue 27 item 3). Opening a ticket goes to the ticket's page
 * (?done=opened); the tickets are read again after any submit.
 */
export function SupportList({ locale, labels }: { locale: AppLocale; labels: LoadLabels }) {
  const t = useTranslations('selfService');
  const page = pageParam(useSearchParams()?.get('page'));
  const client = useQueryClient();
  const list = useQuery({ queryKey: qk.support.list(page), queryFn: ({ signal }) => fetchSupportTickets(page, signal) });
  const reread = useCallback(() => void client.invalidateQueries({ queryKey: qk.support.all }), [client]);
  const form = useSupportFormText();
  return (
    <>
      {list.isPending || list.isError ? (
        <PersonalLoad query={list} guest={false} labels={labels} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.card}>{t('support.empty')}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('menu.support')}>
            {list.data.items.map((x) => (
              <li key={x.id} className={`${styles.card} ${styles.row}`}>
                <AppLink href={href(`${PATH}/${x.id}`, locale)}>
                  <bdi>{x.subject}</bdi>
                </AppLink>
                <span className={styles.badge}>{t(`support.${statusKey(x.status)}`)}</span>
                <span className={styles.muted}>{t('support.updated', { date: formatDate(x.updatedAt, locale) })}</span>
              </li>
            ))}
          </ul>
          <PersonalPager list={list.data} path={PATH} locale={locale} />
        </>
      )}
      <ProfileCard id="open-heading" title={t('support.open')}>
        <SupportForm locale={locale} t={form.text} errorText={form.errorText} onSettled={reread} />
      </ProfileCard>
    </>
  );
}
