import { z } from 'zod';
import { SeedError, type RawSeed } from './module';

/**
 * The seed's outer shape (sandbox/README.md). Each module validates its own part; `parsePart` turns a zod failure
 * into a message that names the bad field, e.g. `venues.1.config.venue_id: Invalid input`.
 */
export const rawSeedSchema = z
  .object({ venues: z.array(z.object({ token: z.string().min(1) }).passthrough()).min(1) })
  .passthrough();

export function formatIssues(error: z.ZodError, prefix: (string | number)[] = []): string {
  return error.issues
    .slice(0, 10)
    .map((i) => `  - ${[...prefix, ...i.path].join('.') || '(root)'}: ${i.message}`)
    .join('\n');
}

export function parsePart<S extends z.ZodTypeAny>(schema: S, value: unknown, path: (string | number)[]): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new SeedError(formatIssues(r.error, path));
  return r.data;
}

/** Overlays (`<seed>.<feature>.json` beside the seed) add venues' fields and top-level arrays to the main seed. */
export function mergeSeeds(base: RawSeed, overlay: Record<string, unknown>): RawSeed {
  const out: RawSeed = { ...base, venues: base.venues.map((v) => ({ ...v })) };
  for (const [key, value] of Object.entries(overlay)) {
    if (key === 'venues' && Array.isArray(value)) {
      for (const ov of value as Array<Record<string, unknown>>) {
        const target = out.venues.find((v) => v.token === ov.token);
        if (target) Object.assign(target, { ...ov, token: target.token });
        else out.venues.push(ov as RawSeed['venues'][number]);
      }
    } else if (Array.isArray(value) && Array.isArray(out[key])) out[key] = [...(out[key] as unknown[]), ...value];
    else out[key] = value;
  }
  return out;
}

export function parseRawSeed(json: unknown): RawSeed {
  const r = rawSeedSchema.safeParse(json);
  if (!r.success) throw new SeedError(formatIssues(r.error));
  return r.data as RawSeed;
}
