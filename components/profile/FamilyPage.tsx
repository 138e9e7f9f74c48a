import type { SiteParams } from '@/lib/i18n/server';
import { formatDate } from '@/lib/format/date';
import { deleteFamilyAction } from '@/lib/self-service/actions';
import { one, personalPage } from '@/lib/self-service/page';
import { Flash } from './Flash';
import { FamilyForm } from './FamilyForm';
import { ProfileShell } from './ProfileShell';
import { ProfileCard } from './ProfileCard';
import styles from './profile.module.css';

const ERROR_KEYS = ['generic', 'required', 'dateInvalid', 'nameMin', 'nameInvalid', 'emailRequired', 'emailInvalid', 'mobileRequired', 'mobileInvalid', 'notFound'];

/** /profile/family (spec §2): the customer's associated customers, the visitors the booking modal offers. */
export async function FamilyPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const path = '/profile/family';
  const { locale, tenant, site, account, user, t } = await personalPage(params, path);
  const sp = await searchParams;
  const family = await account.family();
  const labels = {
    name: t('family.name'),
    email: t('family.email'),
    countryCode: t('family.countryCode'),
    mobile: t('family.mobile'),
    dob: t('family.dob'),
    gender: t('family.gender'),
    male: t('family.male'),
    female: t('family.female'),
    notSet: t('family.notSet'),
    save: t('family.save'),
    fixAll: t('errors.fixAll'),
  };
  const errorText = Object.fromEntries(ERROR_KEYS.map((k) => [k, t(`errors.${k}`)]));
  const done = one(sp.done);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner={user.partner} t={t}>
      <h1>{t('menu.family')}</h1>
      <p className={styles.muted}>{t('family.intro')}</p>
      <Flash done={done === 'saved' || done === 'removed' ? t(`family.${done}`) : null} error={one(sp.error) ? t('errors.generic') : null} />
      {family.length === 0 ? (
        <p className={styles.card}>{t('family.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('menu.family')}>
          {family.map((m) => (
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
                <FamilyForm locale={locale} member={m} labels={labels} errorText={errorText} />
              </details>
              <form action={deleteFamilyAction}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="back" value={path} />
                <input type="hidden" name="id" value={m.id} />
                <button type="submit" className="button button-outline">
                  {t('family.remove', { name: m.name })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <ProfileCard id="add-member" title={t('family.add')}>
        <FamilyForm locale={locale} labels={labels} errorText={errorText} />
      </ProfileCard>
    </ProfileShell>
  );
}
