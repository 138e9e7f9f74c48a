import { z } from '@/lib/zod';

/**
 * GET/POST customers/preferences (issue 13 item 1; sandbox/README.md "Self-service"): the signed-in customer's text
 * size in pixels and preferred language (spec §3 auth state "preferences (size 16, language en)"). Designed in the
 * style of spec §7; scoped to the bearer's customer. Wire shapes only.
 */
export const preferencesSchema = z.object({
  size: z.union([z.literal(14), z.literal(15), z.literal(16), z.literal(18)]),
  language: z.enum(['en', 'ar']),
});
export type PreferencesWire = z.infer<typeof preferencesSchema>;
/** `saved_at`: when the customer last saved them; null while they are the defaults (never saved). */
export const preferencesResponseSchema = z.object({ status: z.boolean(), message: z.string().nullish(), data: preferencesSchema.extend({ saved_at: z.string().nullish() }) });
