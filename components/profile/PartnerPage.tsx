import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { GUEST_COLUMNS } from '@/lib/self-service/guests';
import { pageParam, personalPage } from '@/lib/self-service/page';
import { GuestEntry, GuestUpload } from './GuestForms';
import { Pager } from './Pager';
import { ProfileShell } from './ProfileShell';
import { ProfileCard } from './ProfileCard';
import styles from './profile.module.css';
import { ProfileTable } from './ProfileTable';

const CSV_KEYS = ['required', 'nameInvalid', 'emailInvalid', 'countryCodeInvalid', 'mobileInvalid', 'nationalityInvalid', 'empty', 'malformed', 'columns', 'tooMany', 'fileType', 'fileTooLarge', 'noFile'];

/**
 * /profile/partner (spec §6 business partner): credit limit and invoice dues, wholesale bulk upload of guests from a
 * CSV (template to download, every bad row named, nothing imported unless all rows are valid), manual participant
 * entry and the guest list. Employee accounts (b2b_type b2e) get the guest tools without the credit facility
 * (docs/decisions.md).
 */
export async function PartnerPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const path = '/profile/partner';
  const { locale, tenant, site, account, user, t } = await personalPage(params, path);
  const kind = await account.partnerKind();
  const page = pageParam((await searchParams).page);
  if (!kind) {
    return (
      <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
        <h1>{t('menu.partner')}</h1>
        <p className={styles.card}>{t('partner.notPartner')}</p>
      </ProfileShell>
    );
  }
  const [credit, guests] = await Promise.all([kind === 'b2b' ? account.partnerCredit() : Promise.resolve(null), account.guests(page)]);
  const tf = await getTranslations({ locale, namespace: 'profilePreferences' });
  const text = Object.fromEntries(
    ['file', 'upload', 'rowsInvalid', 'rowError', 'addGuest', 'nationality']
      .map((k) => [k, t.raw(`partner.${k}`) as string])
      .concat([
        ['generic', t('errors.generic')],
        ['chooseFile', tf('chooseFile')],
        ['noFile', tf('noFile')],
      ]),
  );
  const columns = Object.fromEntries([...GUEST_COLUMNS, 'file'].map((c) => [c, t(`columns.${c}`)]));
  const csv = Object.fromEntries(CSV_KEYS.map((k) => [k, t.raw(`csv.${k}`) as string]));
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t('menu.partner')}</h1>
      {credit ? (
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
      ) : (
        <p className={styles.card}>{t('partner.employee')}</p>
      )}
      <ProfileCard id="bulk-heading" title={t('partner.bulkTitle')}>
        <p>{t('partner.bulkIntro')}</p>
        <p>
          <a href={`/api/profile/guests-csv?kind=template&lang=${locale}`} download="guests-template.csv">
            {t('partner.template')}
          </a>
        </p>
        <GuestUpload locale={locale} t={text} columns={columns} csv={csv} />
      </ProfileCard>
      <ProfileCard id="manual-heading" title={t('partner.manualTitle')}>
        <GuestEntry locale={locale} t={text} columns={columns} csv={csv} />
      </ProfileCard>
      <ProfileCard id="guests-heading" title={t('partner.guestList')}>
        {guests.items.length === 0 ? (
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
                  {guests.items.map((g) => (
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
        <Pager list={guests} path={path} locale={locale} />
      </ProfileCard>
    </ProfileShell>
  );
}
