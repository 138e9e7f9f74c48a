import { getMessages } from 'next-intl/server';
import type { AppLocale } from './locales';
import { compileMessages } from './compile-messages.mjs';

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

const compiled = new WeakMap<Messages, Messages>();

/**
 * The words of `namespaces` for a client provider (NextIntlClientProvider), so a page ships the messages of the
 * islands it has, not the whole catalogue; compiled, because the client layers format with use-intl's `format-only`
 * (lib/i18n/compile-messages.mjs says why). Each catalogue is compiled once per process.
 */
export function clientMessages(catalogue: Messages, namespaces: readonly string[]): Messages {
  let all = compiled.get(catalogue);
  if (!all) {
    all = compileMessages(catalogue);
    compiled.set(catalogue, all);
  }
  return pickMessages(all, namespaces);
}

/** The words of `namespaces` in `locale`, for an island that brings its own provider (IslandIntl, LazySupportList, the cart). */
export async function islandMessages(locale: AppLocale, namespaces: readonly string[]): Promise<Messages> {
  return clientMessages((await getMessages({ locale })) as Messages, namespaces);
}
