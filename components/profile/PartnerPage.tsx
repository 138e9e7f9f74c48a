import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { GUEST_COLUMNS } from '@/lib/self-service/guests';
import { personalShell } from '@/lib/self-service/page';
import { PartnerTools } from './PartnerTools';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileShell } from './ProfileShell';

const CSV_KEYS = ['required', 'nameInvalid', 'emailInvalid', 'countryCodeInvalid', 'mobileInvalid', 'nationalityInvalid', 'empty', 'malformed', 'columns', 'tooMany', 'fileType', 'fileTooLarge', 'noFile'];

/**
 * /profile/partner (spec §6 business partner): credit limit and invoice dues, wholesale bulk upload of guests from a
 * CSV (template to download, every bad row named, nothing imported unless all rows are valid), manual participant
 * entry and the guest list. Employee accounts (b2b_type b2e) get the guest tools without the credit facility
 * (docs/decisions.md). A cached shell, the same for every customer of the venue: the partner's figures and guests
 * are read by its island (issue 27 item 3).
 */
export async function PartnerPage({ params }: { params: Promise<SiteParams> }) {
  const path = '/profile/partner';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const tf = await getTranslations({ locale, namespace: 'profilePreferences' });
  // The forms' words are ICU templates the outcome fills in the browser (rows, columns), hence raw.
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
  const load = await personalLoadLabels(locale, t);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t('menu.partner')}</h1>
      <PersonalIsland locale={locale} namespaces={['selfService.partner', 'selfService.columns', 'selfService.history.status', 'pager']} loading={load.loading}>
        <PartnerTools locale={locale} path={path} labels={load} forms={{ text, columns, csv }} />
      </PersonalIsland>
    </ProfileShell>
  );
}
