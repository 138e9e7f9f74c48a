import type { AppLocale } from '@/lib/i18n/locales';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice, ErrorNotice } from './Notices';

/** The head every content list page shares (spec §2 offers, outlets, retail, media library, blogs): crumb, title, intro. */
export function ContentListHead({ host, locale, title, path, intro }: { host: string; locale: AppLocale; title: string; path: string; intro: string }) {
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: title, path }]} />
      <h1>{title}</h1>
      <p className="lead-text">{intro}</p>
    </>
  );
}

/** A failed list says it could not load, an empty one says so (issue 3); otherwise nothing. */
export function ListState({ ok, empty, errorText, emptyText }: { ok: boolean; empty: boolean; errorText: string; emptyText: string }) {
  if (!ok) return <ErrorNotice>{errorText}</ErrorNotice>;
  return empty ? <EmptyNotice>{emptyText}</EmptyNotice> : null;
}
