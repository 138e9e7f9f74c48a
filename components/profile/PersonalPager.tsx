'use client';
import { useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { PagerLinks } from './PagerLinks';

/** A personal island's pager (PagerLinks) in its words: the `pager` messages, among the island's namespaces. */
export function PersonalPager({ list, path, locale, query }: { list: { page: number; totalPages: number }; path: string; locale: AppLocale; query?: Record<string, string | undefined> }) {
  const tp = useTranslations('pager');
  const labels = { label: tp('label'), previous: tp('previous'), next: tp('next'), status: tp('status', { page: list.page, total: list.totalPages }) };
  return <PagerLinks list={list} path={path} locale={locale} query={query} labels={labels} />;
}
