'use client';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { SessionExpiredError } from '@/lib/api/errors';
import { fetchFamily, removeFamilyMember } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import { formatDate } from '@/lib/format/date';
import type { AppLocale } from '@/lib/i18n/locales';
import { Flash } from './Flash';
import { FamilyForm } from './FamilyForm';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import { ProfileCard } from './ProfileCard';
import styles from './profile.module.css';

const PATH = '/profile/family';
const ERROR_KEYS = ['generic', 'required', 'dateInvalid', 'nameMin', 'nameInvalid', 'emailRequired', 'emailInvalid', 'mobileRequired', 'mobileInvalid', 'notFound'];
const FORM_KEYS = ['name', 'email', 'countryCode', 'mobile', 'dob', 'gender', 'male', 'female', 'notSet', 'save'] as const;

/**
 * The customer's family, read in the browser (the page is a cached shell, issue 27 item 3): each member with an edit
 * form and Remove, and the add form. A save comes back with ?done=saved and the family is read again; a member is
 * removed in place through the provider door.
 */
export function FamilyList({ locale, labels }: { locale: AppLocale; labels: LoadLabels }) {
  const t = useTranslations('selfService');
  const sp = useSearchParams();
  const guest = useGuestToLogin(locale, PATH);
  const client = useQueryClient();
  const family = useQuery({ queryKey: qk.family, queryFn: ({ signal }) => fetchFamily(signal) });
  const reread = useCallback(() => {
    // The booking modal offers the same people as visitors.
    void client.invalidateQueries({ queryKey: qk.family });
    void client.invalidateQueries({ queryKey: qk.booking.family() });
  }, [client]);
  const [removed, setRemoved] = useState(false);
  const remove = useMutation({
    mutationFn: removeFamilyMember,
    onSuccess: (left) => {
      setRemoved(true);
      client.setQueryData(qk.family, left);
      void client.invalidateQueries({ queryKey: qk.booking.family() });
    },
  });
  if (guest || family.isPending || family.isError) return <PersonalLoad query={family} guest={guest} labels={labels} />;
  const formLabels = { ...(Object.fromEntries(FORM_KEYS.map((k) => [k, t(`family.${k}`)])) as Record<(typeof FORM_KEYS)[number], string>), fixAll: t('errors.fixAll') };
  const errorText = Object.fromEntries(ERROR_KEYS.map((k) => [k, t(`errors.${k}`)]));
  const done = sp?.get('done');
  const failed = (remove.isError && !(remove.error instanceof SessionExpiredError)) || !!sp?.get('error');
  return (
    <>
      <Flash done={done === 'saved' && !removed ? t('family.saved') : null} error={failed ? labels.error : null} />
      {/* A live region that is there before it speaks, and takes no room while silent. */}
      <div role="status">{removed && !remove.isPending ? <p className={styles.muted}>{t('family.removed')}</p> : null}</div>
      {family.data.length === 0 ? (
        <p className={styles.card}>{t('family.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('menu.family')}>
          {family.data.map((m) => (
            <li key={m.id} className={styles.card}>
              <h2>
                <bdi>{m.name}</bdi>
              </h2>
              <dl className={styles.facts}>
                {m.email ? (
                  <>
                    <dt>{t('family.email')}</dt>
                    <dd>{m.email}</dd>
                  </>
                ) : null}
                {m.mobile ? (
                  <>
                    <dt>{t('family.mobile')}</dt>
                    <dd className={styles.amount}>{`+${m.countryCode ?? ''} ${m.mobile}`}</dd>
                  </>
                ) : null}
                {m.dob ? (
                  <>
                    <dt>{t('family.dob')}</dt>
                    <dd>{formatDate(m.dob, locale)}</dd>
                  </>
                ) : null}
              </dl>
              <details>
                <summary>{t('family.edit', { name: m.name })}</summary>
                <FamilyForm locale={locale} member={m} labels={formLabels} errorText={errorText} onSettled={reread} />
              </details>
              <button
                type="button"
                className="button button-outline"
                disabled={remove.isPending}
                onClick={() => {
                  setRemoved(false);
                  remove.mutate(m.id);
                }}
              >
                {t('family.remove', { name: m.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProfileCard id="add-member" title={t('family.add')}>
        <FamilyForm locale={locale} labels={formLabels} errorText={errorText} onSettled={reread} />
      </ProfileCard>
    </>
  );
}
