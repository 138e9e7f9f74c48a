import { z } from 'zod';
import { carouselItemSchema, healthCheckSchema, pageSchema, siteConfigSchema } from '../lib/provider/schemas';

/**
 * The seed file format (sandbox/README.md). Validated at start; a bad seed stops the sandbox with a message that
 * names the bad field. Feature areas add their own arrays to `venueSeedSchema`.
 */
const doc = z.record(z.string(), z.unknown());

export const venueSeedSchema = z.object({
  token: z.string().min(1),
  config: siteConfigSchema,
  carousel: z.array(carouselItemSchema).default([]),
  pages: z.array(pageSchema).default([]),
  events: z.array(doc).default([]),
  trainers: z.array(doc).default([]),
  academies: z.array(doc).default([]),
});

export const seedSchema = z.object({
  venues: z.array(venueSeedSchema).min(1),
  health: z.array(healthCheckSchema).default([]),
});
export type Seed = z.infer<typeof seedSchema>;
export type VenueSeed = z.infer<typeof venueSeedSchema>;

export function formatSeedError(error: z.ZodError, file: string): string {
  const lines = error.issues.slice(0, 10).map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
  return `Invalid sandbox seed ${file}:\n${lines.join('\n')}`;
}
