'use client';
import { useCallback } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { fetchCustomer, fetchGuests, fetchPartnerCredit } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { AppLocale } from '@/lib/i18n/locales';
import { partnerKind } from '@/lib/self-service/customer';
import { GUEST_COLUMNS } from '@/lib/self-service/guests';
import { pageParam } from '@/lib/self-service/page-param';
import type { Guest, Paged, PartnerCredit } from '@/lib/self-service/types';
import { GuestEntry, GuestUpload } from './GuestForms';
import { PersonalPager } from './PersonalPager';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import { ProfileCard } from './ProfileCard';
import { ProfileTable } from './ProfileTable';
import styles from './profile.module.css';

type Text = Record<string, string>;

/**
 * The business partner's tools (spec §6), read in the browser: the page is a cached shell (issue 27 item 3). Who the
 * customer is (partner, employee, neither) comes from customers/me; the credit facility only for a partner, the
 * guests for both. Guests added by file or by hand are read again once the form has its answer.
 */
export function PartnerTools({ locale, path, labels, forms }: { locale: AppLocale; path: string; labels: LoadLabels; forms: { text: Text; columns: Text; csv: Text } }) {
  const t = useTranslations('selfService');
  const guest = useGuestToLogin(locale, path);
  const kind = useQuery({ queryKey: qk.customer, queryFn: ({ signal }) => fetchCustomer(signal), select: partnerKind });
  const client = useQueryClient();
  const reread = useCallback(() => void client.invalidateQueries({ queryKey: qk.guestPages }), [client]);
  if (guest || kind.isPending || kind.isError) return <PersonalLoad query={kind} guest={guest} labels={labels} />;
  if (!kind.data) return <p className={styles.card}>{t('partner.notPartner')}</p>;
  return (
    <>
      {kind.data === 'b2b' ? <Credit locale={locale} labels={labels} /> : <p className={styles.card}>{t('partner.employee')}</p>}
      <ProfileCard id="bulk-heading" title={t('partner.bulkTitle')}>
        <p>{t('partner.bulkIntro')}</p>
        <p>
          <a href={`/api/profile/guests-csv?kind=template&lang=${locale}`} download="guests-template.csv">
            {t('partner.template')}
          </a>
        </p>
        <GuestUpload locale={locale} t={forms.text} columns={forms.columns} csv={forms.csv} onSettled={reread} />
      </ProfileCard>
      <ProfileCard id="manual-heading" title={t('partner.manualTitle')}>
        <GuestEntry locale={locale} t={forms.text} columns={forms.columns} csv={forms.csv} onSettled={reread} />
      </ProfileCard>
      <ProfileCard id="guests-heading" title={t('partner.guestList')}>
        <Guests locale={locale} path={path} labels={labels} />
      </ProfileCard>
    </>
  );
}

function Credit({ locale, labels }: { locale: AppLocale; labels: LoadLabels }) {
  const t = useTranslations('selfService');
  const credit = useQuery({ queryKey: qk.partnerCredit, queryFn: ({ signal }) => fetchPartnerCredit(signal) });
  if (credit.isPending || credit.isError) return <PersonalLoad query={credit} guest={false} labels={labels} />;
  return <CreditCard locale={locale} credit={credit.data} t={t} />;
}

function CreditCard({ locale, credit, t }: { locale: AppLocale; credit: PartnerCredit; t: ReturnType<typeof useTranslations<'selfService'>> }) {
  return (
    <ProfileCard id="credit-heading" title={t('partner.credit')}>
      <dl className={styles.facts}>
        <dt>{t('partner.limit')}</dt>
        <dd className={styles.amount}>{formatPrice(credit.limit, credit.currency)}</dd>
        <dt>{t('partner.used')}</dt>
        <dd className={styles.amount}>{formatPrice(credit.used, credit.currency)}</dd>
        <dt>{t('partner.available')}</dt>
        <dd className={styles.amount}>{formatPrice(credit.available, credit.currency)}</dd>
        <dt>{t('partner.dues')}</dt>
        <dd className={styles.amount}>{formatPrice(credit.dues, credit.currency)}</dd>
      </dl>
      <h3>{t('partner.invoices')}</h3>
      <ProfileTable
        items={credit.invoices}
        empty={t('partner.noInvoices')}
        heads={[t('partner.invoice'), t('partner.dueDate'), t('partner.amount'), t('history.status')]}
        row={(i) => (
          <tr key={i.id}>
            <td className={styles.amount}>{i.number}</td>
            <td>{formatDate(i.dueDate, locale)}</td>
            <td className={styles.amount}>{formatPrice(i.amount, credit.currency)}</td>
            <td>{t(`partner.${i.status}`)}</td>
          </tr>
        )}
      />
    </ProfileCard>
  );
}

function Guests({ locale, path, labels }: { locale: AppLocale; path: string; labels: LoadLabels }) {
  const t = useTranslations('selfService');
  const page = pageParam(useSearchParams()?.get('page'));
  const guests = useQuery({ queryKey: qk.guests(page), queryFn: ({ signal }) => fetchGuests(page, signal) });
  if (guests.isPending || guests.isError) return <PersonalLoad query={guests} guest={false} labels={labels} />;
  const list: Paged<Guest> = guests.data;
  return (
    <>
      {list.items.length === 0 ? (
        <p className={styles.muted}>{t('partner.noGuests')}</p>
      ) : (
        <>
          <p>
            <a href={`/api/profile/guests-csv?kind=list&lang=${locale}`} download="guests.csv">
              {t('partner.downloadList')}
            </a>
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {GUEST_COLUMNS.map((c) => (
                    <th scope="col" key={c}>
                      {t(`columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.items.map((g) => (
                  <tr key={g.id}>
                    <td>
                      <bdi>{g.name}</bdi>
                    </td>
                    <td>{g.email}</td>
                    <td className={styles.amount}>{g.countryCode}</td>
                    <td className={styles.amount}>{g.mobile}</td>
                    <td>{g.nationality ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <PersonalPager list={list} path={path} locale={locale} />
    </>
  );
}
