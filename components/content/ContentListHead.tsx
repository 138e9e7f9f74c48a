import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Settled } from '@/lib/settle';
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

/** A content list's cards: its state (failed, empty) or the grid of what `card` renders for each item. */
export function CardGrid<T>({ res, errorText, emptyText, card }: { res: Settled<T[]>; errorText: string; emptyText: string; card: (item: T) => ReactNode }) {
  if (!res.ok || res.value.length === 0) return <ListState ok={res.ok} empty errorText={errorText} emptyText={emptyText} />;
  return <ul className="card-grid">{res.value.map(card)}</ul>;
}
