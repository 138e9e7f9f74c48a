import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/tenant/types';
import { NewsletterForm } from './NewsletterForm';
import { LeadLauncher } from './LeadLauncher';
import { formLabels } from './labels';

/** The footer's newsletter form, with its strings from the server. */
export async function NewsletterSlot({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'newsletter' });
  return (
    <NewsletterForm
      labels={{
        title: t('title'),
        intro: t('intro'),
        email: t('emailLabel'),
        subscribe: t('subscribe'),
        sending: t('sending'),
        success: t('success'),
        duplicate: t('duplicate'),
        invalid: t('invalid'),
        error: t('error'),
      }}
    />
  );
}

/** The lead form launcher (spec §4): the button appears when the venue enables it, with the venue's label in English. */
export async function LeadSlot({ site, locale }: { site: Site; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'lead' });
  const button = site.leadButton.enabled ? (locale === 'en' && site.leadButton.label ? site.leadButton.label : t('button')) : null;
  return <LeadLauncher buttonLabel={button} locale={locale} labels={{ form: await formLabels(locale), close: t('close') }} />;
}
