import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';

/** Wire schemas of the catalogue content (lib/provider/content.ts); the sandbox checks its answers with them. */

export const PAGE_SIZE = 16; // spec §9 default page size

const money = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/).transform(Number)]);

export const blogSummarySchema = z.object({
  id: z.number(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  ...bilingual('title', z.string()),
  ...bilingual('excerpt'),
  image: z.string().nullish(),
  ...bilingual('author'),
  published_at: z.string(),
});
export const blogSchema = blogSummarySchema.extend({ ...bilingual('content', z.string()) });
export const blogListResponseSchema = z.object({
  status: z.boolean(),
  data: z.array(blogSummarySchema),
  total: z.number(),
  current_page: z.number(),
  total_pages: z.number(),
});
export const blogResponseSchema = z.object({ status: z.boolean(), data: blogSchema });

/** What a content item says of itself: id, name, description and picture (outlets' products, offers, services). */
const itemFields = { id: z.number(), ...bilingual('name', z.string()), ...bilingual('description'), image: z.string().nullish() };

export const menuProductSchema = z.object({ ...itemFields, price: money, tax_amount: money.default(0) });
export const outletSummarySchema = z.object({
  id: z.number(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  image: z.string().nullish(),
  ...bilingual('location'),
  ...bilingual('opening_hours'),
});
export const outletSchema = outletSummarySchema.extend({
  categories: z.array(z.object({ id: z.number(), ...bilingual('name', z.string()), products: z.array(menuProductSchema) })),
});
export const outletListResponseSchema = z.object({ status: z.boolean(), data: z.array(outletSummarySchema) });
export const outletResponseSchema = z.object({ status: z.boolean(), data: outletSchema });

export const retailProductSchema = menuProductSchema.extend({
  outlet_id: z.number().nullish(),
  ...bilingual('category'),
});
export const retailListResponseSchema = z.object({ status: z.boolean(), data: z.array(retailProductSchema) });

export const offerSchema = z.object({
  ...itemFields,
  price: money,
  offer_price: money,
  tax_amount: money.default(0),
  valid_until: z.string().nullish(),
});
export const offerListResponseSchema = z.object({ status: z.boolean(), data: z.array(offerSchema) });

export const galleryItemSchema = z.object({
  id: z.number(),
  image: z.string(),
  ...bilingual('caption', z.string()),
  width: z.number().default(1200),
  height: z.number().default(800),
});
export const galleryResponseSchema = z.object({ status: z.boolean(), data: z.array(galleryItemSchema) });

export const serviceSchema = z.object({
  ...itemFields,
  is_public: z.union([z.literal(0), z.literal(1)]).default(1),
  map_pin: z.object({ lat: z.number(), lng: z.number(), address: z.string().nullish() }).nullish(),
  form_slug: z.string().nullish(),
});
export const serviceResponseSchema = z.object({ status: z.boolean(), data: serviceSchema });

/** Every detail path the sitemap lists (GET content/paths). */
export const contentPathsResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ blogs: z.array(z.string()), outlets: z.array(z.number()), services: z.array(z.number()), forms: z.array(z.string()) }),
});

