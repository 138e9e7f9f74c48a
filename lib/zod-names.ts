/**
 * The part of zod 4 the storefront uses, and all that `z` (lib/zod.ts) offers. Zod's own `z` namespace reaches the
 * browser whole: webpack does not shake it through the re-exports, so a page's zod chunk carried every one of zod's
 * locales and its JSON-schema converters (393 KB raw; the longest task after hydration, docs/decisions.md). A
 * namespace of this module holds only these names. A schema needing another zod function adds it here.
 */
export { config, string, number, boolean, object, array, record, union, literal, unknown, lazy, enum, null, ZodError, ZodType, ZodString, ZodOptional, ZodNullable, ZodDefault, input, output } from 'zod';
export type { infer, ZodTypeAny, RefinementCtx } from 'zod';
