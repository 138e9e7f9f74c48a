import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { text } from './reshape';
import type { LocalizedText } from '@/lib/i18n/pick';
import { money, optionalText } from './catalogue-common';

/** GET memberships (DESIGN §4): membership types with packages and their instalment plans (spec §9 divisor). */
export const instalmentPlanSchema = z.object({ id: z.number().int(), divisor: z.number().int().min(1).default(1) });

export const membershipPackageSchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  duration_months: z.number().int().positive(),
  members: z.number().int().positive().default(1),
  price: money,
  tax_amount: money,
  instalments: z.array(instalmentPlanSchema).default([]),
});

export const membershipSchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  image: z.string().nullish(),
  benefits: z.array(z.object({ ...bilingual('text', z.string()) })).default([]),
  packages: z.array(membershipPackageSchema),
});

export const membershipsResponseSchema = z.object({ status: z.boolean(), data: z.array(membershipSchema) });

export interface MembershipPackage {
  id: number;
  name: LocalizedText;
  durationMonths: number;
  members: number;
  price: number;
  tax: number;
  /** Instalment divisors offered besides paying at once. */
  instalments: Array<{ id: number; divisor: number }>;
}
export interface Membership {
  id: number;
  name: LocalizedText;
  description: LocalizedText | null;
  image: string | null;
  benefits: LocalizedText[];
  packages: MembershipPackage[];
}

export function reshapeMembership(m: z.output<typeof membershipSchema>): Membership {
  return {
    id: m.id,
    name: text(m.name, m.ar_name),
    description: optionalText(m.description, m.ar_description),
    image: m.image ?? null,
    benefits: m.benefits.map((b) => text(b.text, b.ar_text)),
    packages: m.packages.map((p) => ({
      id: p.id,
      name: text(p.name, p.ar_name),
      durationMonths: p.duration_months,
      members: p.members,
      price: p.price,
      tax: p.tax_amount,
      instalments: p.instalments.filter((i) => i.divisor > 1),
    })),
  };
}

export async function fetchMemberships(ctx: RequestContext): Promise<Membership[]> {
  return (await providerRequest('memberships', { ctx, schema: membershipsResponseSchema })).data.map(reshapeMembership);
}
