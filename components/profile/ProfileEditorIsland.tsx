'use client';
import { useCallback } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchEditableProfile, fetchPreferences } from '@/lib/api/profile';
import { qk } from '@/lib/api/query-keys';
import type { AppLocale } from '@/lib/i18n/locales';
import { profileFormValues } from '@/lib/self-service/customer';
import { DEFAULT_PREFERENCES, sizeName } from '@/lib/self-service/preferences';
import { Flash } from './Flash';
import { PersonalLoad, useGuestToLogin, type LoadLabels } from './PersonalLoad';
import { PreferencesForm } from './PreferencesForm';
import { ProfileCard } from './ProfileCard';
import { ProfileFileForm } from './ProfileFileForm';
import { PasswordForm, ProfileEditForm } from './ProfileForms';
import styles from './profile.module.css';

type Text = Record<string, string>;
type Option = { value: string; label: string };

const PATH = '/profile/user';

/**
 * The profile page's forms with the signed-in customer's values (spec §3 profile form, image, documents,
 * preferences, password), read in the browser: the page around it is a cached shell (issue 27 item 3). An image or
 * a document saved comes back here with ?done=, and the profile is read again to show it (each time: a second upload
 * comes back to the same address).
 */
export function ProfileEditorIsland({ locale, labels, choices }: { locale: AppLocale; labels: { load: LoadLabels; text: Text; errors: Text; preferences: Text }; choices: { countries: Option[]; religions: Option[]; purposes: Option[] } }) {
  const done = useSearchParams()?.get('done') ?? null;
  const guest = useGuestToLogin(locale, PATH);
  const client = useQueryClient();
  const profile = useQuery({ queryKey: qk.editableProfile, queryFn: ({ signal }) => fetchEditableProfile(signal) });
  // Preferences that cannot be read show the spec §3 defaults: the page still opens.
  const prefs = useQuery({ queryKey: qk.preferences, queryFn: ({ signal }) => fetchPreferences(signal).catch(() => DEFAULT_PREFERENCES) });
  const reread = useCallback(() => void client.invalidateQueries({ queryKey: qk.editableProfile }), [client]);
  const rereadPreferences = useCallback(() => void client.invalidateQueries({ queryKey: qk.preferences }), [client]);
  if (guest || profile.isPending || profile.isError) return <PersonalLoad query={profile} guest={guest} labels={labels.load} />;
  if (prefs.isPending) return <PersonalLoad query={prefs} guest={false} labels={labels.load} />;
  const p = profile.data;
  const saved = prefs.data ?? DEFAULT_PREFERENCES;
  const { text, errors, preferences: tp } = labels;
  return (
    <>
      <Flash done={done === 'image' ? text.imageSaved : done === 'document' ? text.documentSaved : done === 'preferences' ? tp.saved : null} />
      <ProfileCard id="edit-profile" title={text.editTitle!}>
        <ProfileEditForm locale={locale} initial={profileFormValues(p)} t={text} errors={errors} countries={choices.countries} religions={choices.religions} purposes={choices.purposes} />
      </ProfileCard>
      <ProfileCard id="profile-image" title={text.image!}>
        {/* A data: URL the provider stored (jpeg/png only): next/image cannot optimise it, so a plain img. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {p.image && /^data:image\/(jpeg|png);base64,/.test(p.image) ? <img src={p.image} alt="" width={96} height={96} style={{ borderRadius: '50%', objectFit: 'cover' }} /> : null}
        <ProfileFileForm locale={locale} kind="image" t={text} errors={errors} onSettled={reread} />
      </ProfileCard>
      <ProfileCard id="profile-documents" title={text.documents!}>
        {p.documents.length ? (
          <ul>
            {p.documents.map((d) => (
              <li key={d.key}>
                {text[d.key === 'passport' ? 'passportDoc' : d.key] ?? d.key}: <bdi>{d.name}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{text.noDocuments}</p>
        )}
        <ProfileFileForm locale={locale} kind="documents" t={text} errors={errors} onSettled={reread} />
      </ProfileCard>
      <ProfileCard id="profile-preferences" title={tp.title!}>
        <p className={styles.muted}>{tp.hint}</p>
        <PreferencesForm
          locale={locale}
          initial={{ size: sizeName(saved.size) ?? 'large', language: saved.language }}
          t={tp}
          errors={{ fixAll: errors.fixAll!, generic: errors.generic!, preferenceInvalid: tp.invalid! }}
          onSettled={rereadPreferences}
        />
      </ProfileCard>
      <ProfileCard id="change-password" title={text.passwordTitle!}>
        <PasswordForm locale={locale} t={text} errors={errors} />
      </ProfileCard>
    </>
  );
}
