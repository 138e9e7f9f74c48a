import { getMessages } from 'next-intl/server';
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

/** The words of `namespaces`, for an island that brings its own provider in a chunk it loads later (LazySupportList). */
export async function islandMessages(locale: AppLocale, namespaces: readonly string[]): Promise<Messages> {
  return pickMessages((await getMessages({ locale })) as Messages, namespaces);
}
