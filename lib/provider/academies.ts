import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { text } from './reshape';
import type { AcademyDetail, AcademyPackage, AcademyProgramme, AcademySummary } from '@/lib/catalogue/types';

export type { AcademyDetail, AcademyPackage, AcademyProgramme, AcademySummary };
import { spanFields, money, optionalText, pagedSchema, reshapePaged, type Paged, catalogueCardFields, reshapeCatalogueCard, fetchDetail } from './catalogue-common';

/** GET academies, GET academies/{id} (DESIGN §4): workshops/academies with programmes and packages. */
export const academyProgrammeSchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  ...bilingual('level'),
  /** Day indexes, Sunday 0 … Saturday 6 (spec §3 weekday table). */
  days: z.array(z.number().int().min(0).max(6)),
  ...spanFields,
});

export const academyPackageSchema = z.object({
  id: z.number().int(),
  programme_id: z.number().int(),
  ...bilingual('name', z.string()),
  sessions: z.number().int().positive(),
  price: money,
  tax_amount: money,
});

export const academySummarySchema = z.object({ ...catalogueCardFields, ...bilingual('age_group') });

export const academyDetailSchema = academySummarySchema.extend({
  ...bilingual('description'),
  programmes: z.array(academyProgrammeSchema),
  packages: z.array(academyPackageSchema),
});

export const academiesResponseSchema = pagedSchema(academySummarySchema);
export const academyResponseSchema = z.object({ status: z.boolean(), data: academyDetailSchema });


export function reshapeAcademySummary(a: z.output<typeof academySummarySchema>): AcademySummary {
  return { ...reshapeCatalogueCard(a), ageGroup: optionalText(a.age_group, a.ar_age_group) };
}

export function reshapeAcademyDetail(a: z.output<typeof academyDetailSchema>): AcademyDetail {
  return {
    ...reshapeAcademySummary(a),
    description: text(a.description, a.ar_description),
    programmes: a.programmes.map((p) => ({
      id: p.id,
      name: text(p.name, p.ar_name),
      description: optionalText(p.description, p.ar_description),
      level: optionalText(p.level, p.ar_level),
      days: p.days,
      startTime: p.start_time,
      endTime: p.end_time,
      startDate: p.start_date,
      endDate: p.end_date,
    })),
    packages: a.packages.map((p) => ({ id: p.id, programmeId: p.programme_id, name: text(p.name, p.ar_name), sessions: p.sessions, price: p.price, tax: p.tax_amount })),
  };
}

export async function fetchAcademies(ctx: RequestContext, page = 1): Promise<Paged<AcademySummary>> {
  const res = await providerRequest('academies', { ctx, query: { page }, schema: academiesResponseSchema });
  return reshapePaged(res.data, reshapeAcademySummary);
}

export const fetchAcademy = (ctx: RequestContext, id: number): Promise<AcademyDetail | null> => fetchDetail(ctx, `academies/${id}`, academyResponseSchema, reshapeAcademyDetail);
