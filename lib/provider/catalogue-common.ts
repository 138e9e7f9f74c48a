import { z } from '@/lib/zod';
import { text } from './reshape';
import type { LocalizedText } from './types';

/** Wire pieces shared by the catalogue areas (events, trainers, academies, memberships). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const clockTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
export const money = z.number().nonnegative();
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

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

export function reshapePaged<W, T>(d: { data: W[]; total: number; current_page: number; total_pages: number }, map: (w: W) => T): Paged<T> {
  return { items: d.data.map(map), total: d.total, page: d.current_page, totalPages: d.total_pages };
}

/** A price with its VAT (spec §9: shown as price + tax). */
export interface Price {
  price: number;
  tax: number;
}

export function optionalText(en: string | null | undefined, ar: string | null | undefined): LocalizedText | null {
  return en ? text(en, ar) : null;
}

/** Only a positive whole number is an id; anything else is answered with the 404 page before any call. */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** A provider "not found" (404, or the 409 it uses for pages) read as null by detail calls. */
export function isNotFound(e: unknown): boolean {
  const status = (e as { status?: number } | null)?.status;
  return status === 404 || status === 409;
}
