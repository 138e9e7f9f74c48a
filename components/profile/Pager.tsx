import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { PagerLinks } from './PagerLinks';

/** A server-rendered personal list's pager (the words from the `pager` messages). */
export async function Pager({ list, path, locale, query = {} }: { list: { page: number; totalPages: number }; path: string; locale: AppLocale; query?: Record<string, string | undefined> }) {
  if (list.totalPages <= 1) return null;
  const tp = await getTranslations({ locale, namespace: 'pager' });
  const labels = { label: tp('label'), previous: tp('previous'), next: tp('next'), status: tp('status', { page: list.page, total: list.totalPages }) };
  return <PagerLinks list={list} path={path} locale={locale} query={query} labels={labels} />;
}
