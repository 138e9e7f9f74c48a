import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { text } from './reshape';
import type { LocalizedText } from './types';
import { isNotFound, money, optionalText, pagedSchema, reshapePaged, type Paged, type Price } from './catalogue-common';

/** GET trainers, GET trainers/{id} (DESIGN §4): trainers and their session packages. */
export const trainerPackageSchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  sessions: z.number().int().positive(),
  session_minutes: z.number().int().positive(),
  validity_days: z.number().int().positive().nullish(),
  price: money,
  tax_amount: money,
});

export const trainerSummarySchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  ...bilingual('short_description'),
  ...bilingual('speciality'),
  image: z.string().nullish(),
  from_price: money.nullish(),
  from_tax_amount: money.nullish(),
});

export const trainerDetailSchema = trainerSummarySchema.extend({
  ...bilingual('description'),
  languages: z.array(z.string()).default([]),
  packages: z.array(trainerPackageSchema),
});

export const trainersResponseSchema = pagedSchema(trainerSummarySchema);
export const trainerResponseSchema = z.object({ status: z.boolean(), data: trainerDetailSchema });

export interface TrainerSummary {
  id: number;
  name: LocalizedText;
  summary: LocalizedText;
  speciality: LocalizedText | null;
  image: string | null;
  fromPrice: Price | null;
}
export interface TrainerPackage extends Price {
  id: number;
  name: LocalizedText;
  sessions: number;
  sessionMinutes: number;
  validityDays: number | null;
}
export interface TrainerDetail extends TrainerSummary {
  description: LocalizedText;
  languages: string[];
  packages: TrainerPackage[];
}

export function reshapeTrainerSummary(t: z.output<typeof trainerSummarySchema>): TrainerSummary {
  return {
    id: t.id,
    name: text(t.name, t.ar_name),
    summary: text(t.short_description, t.ar_short_description),
    speciality: optionalText(t.speciality, t.ar_speciality),
    image: t.image ?? null,
    fromPrice: t.from_price != null ? { price: t.from_price, tax: t.from_tax_amount ?? 0 } : null,
  };
}

export function reshapeTrainerDetail(t: z.output<typeof trainerDetailSchema>): TrainerDetail {
  return {
    ...reshapeTrainerSummary(t),
    description: text(t.description, t.ar_description),
    languages: t.languages,
    packages: t.packages.map((p) => ({
      id: p.id,
      name: text(p.name, p.ar_name),
      sessions: p.sessions,
      sessionMinutes: p.session_minutes,
      validityDays: p.validity_days ?? null,
      price: p.price,
      tax: p.tax_amount,
    })),
  };
}

export async function fetchTrainers(ctx: RequestContext, page = 1): Promise<Paged<TrainerSummary>> {
  const res = await providerRequest('trainers', { ctx, query: { page }, schema: trainersResponseSchema });
  return reshapePaged(res.data, reshapeTrainerSummary);
}

export async function fetchTrainer(ctx: RequestContext, id: number): Promise<TrainerDetail | null> {
  try {
    return reshapeTrainerDetail((await providerRequest(`trainers/${id}`, { ctx, schema: trainerResponseSchema })).data);
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}
