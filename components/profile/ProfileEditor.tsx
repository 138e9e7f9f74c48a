import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/tenant/types';
import { countrySelectOptions } from '@/lib/countries/countries';
import { pick } from '@/lib/i18n/pick';
import type { Named } from '@/lib/booking/types';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileEditorIsland } from './ProfileEditorIsland';

const TEXT = ['editTitle', 'firstName', 'lastName', 'email', 'countryCode', 'mobile', 'dob', 'gender', 'male', 'female', 'notSet', 'nationality', 'idType', 'emiratesId', 'passport', 'none', 'idNumber', 'expiry', 'issue', 'placeOfBirth', 'reason', 'religion', 'purpose', 'save', 'image', 'imageHint', 'uploadImage', 'documentHint', 'documentKind', 'id_front', 'id_back', 'passportDoc', 'uploadDocument', 'file', 'currentPassword', 'newPassword', 'confirmPassword', 'changePassword', 'documents', 'noDocuments', 'passwordTitle', 'imageSaved', 'documentSaved'];
const ERRORS = ['generic', 'fixAll', 'required', 'dateInvalid', 'idNumberMax', 'emailTaken', 'mobileTaken', 'currentPasswordWrong', 'fileTooLarge', 'nameMin', 'nameInvalid', 'emailRequired', 'emailInvalid', 'mobileRequired', 'mobileInvalid', 'passwordMin', 'passwordStrength', 'passwordMismatch', 'emiratesIdRequired', 'emiratesIdFormat', 'emiratesIdInvalid', 'fileTypeImage', 'fileTypeDocument', 'notFound'];
const PREFERENCES = ['title', 'hint', 'textSize', 'language', 'english', 'arabic', 'small', 'medium', 'large', 'xlarge', 'save', 'saved', 'invalid'];

/**
 * Edit profile, profile image, documents, preferences and change password (spec §2 screens named by labels, §3
 * profile form), in a cached shell (issue 27 item 3): the words and the venue's choices (countries, religions,
 * purposes of visit) are the same for every customer and rendered here; the customer's profile and preferences are
 * read by the island.
 */
export async function ProfileEditor({ locale, t, religions, tags }: { locale: AppLocale; t: (k: string) => string; religions: Site['religions']; tags: Named[] }) {
  const tp = await getTranslations({ locale, namespace: 'profilePreferences' });
  const text = { ...Object.fromEntries(TEXT.map((k) => [k, t(`profile.${k}`)])), chooseFile: tp('chooseFile'), noFile: tp('noFile') };
  const errors = Object.fromEntries(ERRORS.map((k) => [k, t(`errors.${k}`)]));
  const preferences = Object.fromEntries(PREFERENCES.map((k) => [k, tp(k)]));
  const load = await personalLoadLabels(locale, t);
  return (
    <PersonalIsland locale={locale} namespaces={[]} loading={load.loading}>
      <ProfileEditorIsland
        locale={locale}
        labels={{ load, text, errors, preferences }}
        choices={{
          countries: countrySelectOptions(locale),
          religions: religions.map((r) => ({ value: String(r.id), label: r.name })),
          purposes: tags.map((g) => ({ value: String(g.id), label: pick(g.name, locale) })),
        }}
      />
    </PersonalIsland>
  );
}
