import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { text } from './reshape';
import type { LocalizedText } from '@/lib/i18n/pick';
import { money, optionalText, pagedSchema, reshapePaged, type Paged, type Price, catalogueCardFields, reshapeCatalogueCard, fetchDetail, type CatalogueCardSummary } from './catalogue-common';

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

export const trainerSummarySchema = z.object({ ...catalogueCardFields, ...bilingual('speciality') });

export const trainerDetailSchema = trainerSummarySchema.extend({
  ...bilingual('description'),
  languages: z.array(z.string()).default([]),
  packages: z.array(trainerPackageSchema),
});

export const trainersResponseSchema = pagedSchema(trainerSummarySchema);
export const trainerResponseSchema = z.object({ status: z.boolean(), data: trainerDetailSchema });

export interface TrainerSummary extends CatalogueCardSummary {
  speciality: LocalizedText | null;
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
  return { ...reshapeCatalogueCard(t), speciality: optionalText(t.speciality, t.ar_speciality) };
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

export const fetchTrainer = (ctx: RequestContext, id: number): Promise<TrainerDetail | null> => fetchDetail(ctx, `trainers/${id}`, trainerResponseSchema, reshapeTrainerDetail);
