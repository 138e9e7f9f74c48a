import { z } from '@/lib/zod';
import { text } from './reshape';
import type { LocalizedText } from '@/lib/i18n/pick';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import type { CatalogueCardSummary, Paged, Price } from '@/lib/catalogue/types';
import { parseId } from '@/lib/catalogue/ids';

// The app types live in lib/catalogue; re-exported for the reshape modules beside this one.
export type { CatalogueCardSummary, Paged, Price };
export { parseId };

/** Wire pieces shared by the catalogue areas (events, trainers, academies, memberships). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const clockTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
export const money = z.number().nonnegative();
/** A span from a venue-local date and time to another (event schedules, academy programmes). */
export const spanFields = { start_date: isoDate, start_time: clockTime, end_date: isoDate, end_time: clockTime };
export const mapPinSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** Spec §3: lists come as data, total, total_pages, current_page (page size 16, spec §9). */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    status: z.boolean(),
    data: z.object({
      data: z.array(item),
      total: z.number().int().nonnegative(),
      per_page: z.number().int().positive(),
      current_page: z.number().int().positive(),
      total_pages: z.number().int().nonnegative(),
    }),
  });
}

export const PAGE_SIZE = 16;


export function reshapePaged<W, T>(d: { data: W[]; total: number; current_page: number; total_pages: number }, map: (w: W) => T): Paged<T> {
  return { items: d.data.map(map), total: d.total, page: d.current_page, totalPages: d.total_pages };
}


export function optionalText(en: string | null | undefined, ar: string | null | undefined): LocalizedText | null {
  return en ? text(en, ar) : null;
}


/** A provider "not found" (404, or the 409 it uses for pages) read as null by detail calls. */
export function isNotFound(e: unknown): boolean {
  const status = (e as { status?: number } | null)?.status;
  return status === 404 || status === 409;
}

/** The card fields every catalogue summary carries (events, trainers, academies): id, name, short text, image, from-price. */
export const catalogueCardFields = {
  id: z.number().int(),
  ...bilingual('name', z.string()),
  ...bilingual('short_description'),
  image: z.string().nullish(),
  from_price: money.nullish(),
  from_tax_amount: money.nullish(),
};


type CardWire = { id: number; name: string; ar_name?: string | null; short_description?: string | null; ar_short_description?: string | null; image?: string | null; from_price?: number | null; from_tax_amount?: number | null };

export function reshapeCatalogueCard(w: CardWire): CatalogueCardSummary {
  return {
    id: w.id,
    name: text(w.name, w.ar_name),
    summary: text(w.short_description, w.ar_short_description),
    image: w.image ?? null,
    fromPrice: w.from_price != null ? { price: w.from_price, tax: w.from_tax_amount ?? 0 } : null,
  };
}

/** GET {path}/{id} of a catalogue area, reshaped; an unknown id is null (the page answers 404). */
export async function fetchDetail<S extends z.ZodType<{ data: unknown }>, T>(ctx: RequestContext, path: string, schema: S, reshape: (data: z.output<S>['data']) => T): Promise<T | null> {
  try {
    return reshape((await providerRequest(path, { ctx, schema })).data);
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}
