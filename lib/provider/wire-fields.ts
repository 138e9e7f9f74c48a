import { z } from '@/lib/zod';

type OptionalText = z.ZodOptional<z.ZodNullable<z.ZodString>>;

/** A customer's names and contact as the provider writes them (spec §3 User), each one optional. */
export const customerContactFields = {
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  country_code: z.string().nullish(),
  mobile_number: z.string().nullish(),
};

/**
 * A text the provider sends in English as `key` and in Arabic as `ar_key` (spec §3: every name and description
 * comes in both). The English one is optional unless its schema is given; the Arabic one always is.
 */
export function bilingual<K extends string, E extends z.ZodType = OptionalText>(key: K, en?: E): { [P in K]: E } & { [P in `ar_${K}`]: OptionalText } {
  return { [key]: en ?? z.string().nullish(), [`ar_${key}`]: z.string().nullish() } as never;
}
