import type { AppLocale } from '@/lib/i18n/locales';
import type { AccountReads } from '@/lib/self-service/account';
import type { Site } from '@/lib/tenant/types';
import { getTranslations } from 'next-intl/server';
import { profileFormValues } from '@/lib/self-service/customer';
import { countrySelectOptions } from '@/lib/countries/countries';
import { pick } from '@/lib/i18n/pick';
import { sizeName } from '@/lib/self-service/preferences';
import { PreferencesForm } from './PreferencesForm';
import { PasswordForm, ProfileEditForm } from './ProfileForms';
import { ProfileFileForm } from './ProfileFileForm';
import { Flash } from './Flash';
import { ProfileCard } from './ProfileCard';
import styles from './profile.module.css';

const TEXT = ['editTitle', 'firstName', 'lastName', 'email', 'countryCode', 'mobile', 'dob', 'gender', 'male', 'female', 'notSet', 'nationality', 'idType', 'emiratesId', 'passport', 'none', 'idNumber', 'expiry', 'issue', 'placeOfBirth', 'reason', 'religion', 'purpose', 'save', 'image', 'imageHint', 'uploadImage', 'documentHint', 'documentKind', 'id_front', 'id_back', 'passportDoc', 'uploadDocument', 'file', 'currentPassword', 'newPassword', 'confirmPassword', 'changePassword'];
const ERRORS = ['generic', 'fixAll', 'required', 'dateInvalid', 'idNumberMax', 'emailTaken', 'mobileTaken', 'currentPasswordWrong', 'fileTooLarge', 'nameMin', 'nameInvalid', 'emailRequired', 'emailInvalid', 'mobileRequired', 'mobileInvalid', 'passwordMin', 'passwordStrength', 'passwordMismatch', 'emiratesIdRequired', 'emiratesIdFormat', 'emiratesIdInvalid', 'fileTypeImage', 'fileTypeDocument', 'notFound'];

/** Edit profile, profile image, documents and change password (spec §2 screens named by labels, §3 profile form). */
export async function ProfileEditor({ account, locale, t, done, religions }: { account: AccountReads; locale: AppLocale; t: (k: string) => string; done?: string; religions: Site['religions'] }) {
  // Preferences that cannot be read show the spec §3 defaults; the profile's own call handles an ended session.
  const [p, prefs, tags] = await Promise.all([account.profile(), account.preferences(), account.customerTags()]);
  const tp = await getTranslations({ locale, namespace: 'profilePreferences' });
  const prefText = Object.fromEntries(['textSize', 'language', 'english', 'arabic', 'small', 'medium', 'large', 'xlarge', 'save', 'saved'].map((k) => [k, tp(k)]));
  const text = { ...Object.fromEntries(TEXT.map((k) => [k, t(`profile.${k}`)])), chooseFile: tp('chooseFile'), noFile: tp('noFile') };
  const errors = Object.fromEntries(ERRORS.map((k) => [k, t(`errors.${k}`)]));
  const initial = profileFormValues(p);
  return (
    <>
      <Flash done={done === 'image' ? t('profile.imageSaved') : done === 'document' ? t('profile.documentSaved') : done === 'preferences' ? tp('saved') : null} />
      <ProfileCard id="edit-profile" title={t('profile.editTitle')}>
        <ProfileEditForm locale={locale} initial={initial} t={text} errors={errors} countries={countrySelectOptions(locale)} religions={religions.map((r) => ({ value: String(r.id), label: r.name }))}
          purposes={tags.map((g) => ({ value: String(g.id), label: pick(g.name, locale) }))}
        />
      </ProfileCard>
      <ProfileCard id="profile-image" title={t('profile.image')}>
        {/* A data: URL the provider stored (jpeg/png only): next/image cannot optimise it, so a plain img. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {p.image && /^data:image\/(jpeg|png);base64,/.test(p.image) ? <img src={p.image} alt="" width={96} height={96} style={{ borderRadius: '50%', objectFit: 'cover' }} /> : null}
        <ProfileFileForm locale={locale} kind="image" t={text} errors={errors} />
      </ProfileCard>
      <ProfileCard id="profile-documents" title={t('profile.documents')}>
        {p.documents.length ? (
          <ul>
            {p.documents.map((d) => (
              <li key={d.key}>
                {t(`profile.${d.key === 'passport' ? 'passportDoc' : d.key}`)}: <bdi>{d.name}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('profile.noDocuments')}</p>
        )}
        <ProfileFileForm locale={locale} kind="documents" t={text} errors={errors} />
      </ProfileCard>
      <ProfileCard id="profile-preferences" title={tp('title')}>
        <p className={styles.muted}>{tp('hint')}</p>
        <PreferencesForm
          locale={locale}
          initial={{ size: sizeName(prefs.size) ?? 'large', language: prefs.language }}
          t={prefText}
          errors={{ fixAll: errors.fixAll!, generic: errors.generic!, preferenceInvalid: tp('invalid') }}
        />
      </ProfileCard>
      <ProfileCard id="change-password" title={t('profile.passwordTitle')}>
        <PasswordForm locale={locale} t={text} errors={errors} />
      </ProfileCard>
    </>
  );
}
