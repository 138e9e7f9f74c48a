import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';

type Messages = Record<string, unknown>;

/** The messages under `paths` ('pager', or 'selfService.money' for one part of a large namespace), nested as they are. */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  const out: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = all;
    let to = out;
    keys.forEach((k, i) => {
      from = (from as Messages | undefined)?.[k];
      if (i === keys.length - 1) to[k] = from;
      else to = (to[k] ??= {}) as Messages;
    });
  }
  return out;
}

/**
 * A client feature's words only: the namespaces it reads, so a page ships the messages of the islands it has, not
 * the whole catalogue. Form features add `validation` and `formPolish` for their fields.
 */
export async function IslandIntl({ locale, namespaces, children }: { locale: AppLocale; namespaces: readonly string[]; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Messages;
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(all, namespaces) as never}>
      {children}
    </NextIntlClientProvider>
  );
}
