import type { z } from 'zod';
import { cachedRead } from '../cached-read';
import type { Tenant } from '../tenant/tenants';
import { providerRequest } from './client';
import { getPage } from './calls';
import type { RequestContext } from './headers';
import { text } from './reshape';
import { fetchDetail, type Paged } from './catalogue-common';

export type { Paged };
import { tags } from '../cache-tags';

/**
 * Catalogue content (DESIGN §4 provider style): blogs, outlets with menus, retail products, offers, the media
 * library and services. Wire schemas (shared with the sandbox), reshape into the storefront's types, and cached
 * server-side reads per host.
 */

import {
  PAGE_SIZE,
  blogSummarySchema,
  blogListResponseSchema,
  blogResponseSchema,
  menuProductSchema,
  outletSummarySchema,
  outletListResponseSchema,
  outletResponseSchema,
  retailListResponseSchema,
  offerListResponseSchema,
  galleryResponseSchema,
  serviceResponseSchema,
  contentPathsResponseSchema,
} from './content-schemas';
export { PAGE_SIZE } from './content-schemas';
import type { BlogSummary, Blog, Priced, OutletSummary, Outlet, RetailProduct, Offer, GalleryImage, Service } from '../content/types';

export type { BlogSummary, Blog, Priced, OutletSummary, Outlet, RetailProduct, Offer, GalleryImage, Service };

// ---- Reshape onto the storefront's shapes (lib/content/types.ts) ----

type Wire<S extends z.ZodTypeAny> = z.output<S>;

function reshapeBlogSummary(b: Wire<typeof blogSummarySchema>): BlogSummary {
  return {
    id: b.id,
    slug: b.slug,
    title: text(b.title, b.ar_title),
    excerpt: text(b.excerpt, b.ar_excerpt),
    image: b.image ?? null,
    author: text(b.author, b.ar_author),
    publishedAt: b.published_at,
  };
}
function reshapePriced(p: Wire<typeof menuProductSchema>): Priced {
  return { id: p.id, name: text(p.name, p.ar_name), description: text(p.description, p.ar_description), image: p.image ?? null, price: p.price, tax: p.tax_amount };
}
function reshapeOutletSummary(o: Wire<typeof outletSummarySchema>): OutletSummary {
  return {
    id: o.id,
    name: text(o.name, o.ar_name),
    description: text(o.description, o.ar_description),
    image: o.image ?? null,
    location: text(o.location, o.ar_location),
    hours: text(o.opening_hours, o.ar_opening_hours),
  };
}


const cached = <T>(host: string, key: string[], kind: string, fn: () => Promise<T>, item?: string | number) =>
  cachedRead(['content', host, ...key], [tags.list(host, kind), tags.venue(host), ...(item !== undefined ? [tags.item(host, kind, item)] : [])], fn);

/** The venue a content read is for: the request's tenant (lib/tenant/tenants.ts) is one. */
export type Venue = Pick<Tenant, 'host' | 'siteToken'>;
const ctxOf = (v: Venue): RequestContext => ({ siteToken: v.siteToken });

/** A venue page (terms, privacy, additional pages: spec §2 `pages/{slug}`); null when the provider has none. */
export const loadPage = (v: Venue, slug: string) => cachedRead(['page', v.host, slug], [tags.page(v.host, slug), tags.venue(v.host)], () => getPage(ctxOf(v), slug));

export function getBlogs(v: Venue, page: number): Promise<Paged<BlogSummary>> {
  return cached(v.host, ['blogs', String(page)], 'blogs', async () => {
    const r = await providerRequest('blogs', { ctx: ctxOf(v), schema: blogListResponseSchema, query: { page, per_page: PAGE_SIZE } });
    return { items: r.data.map(reshapeBlogSummary), total: r.total, page: r.current_page, totalPages: r.total_pages };
  });
}

export function getBlog(v: Venue, slug: string): Promise<Blog | null> {
  return cached(
    v.host,
    ['blog', slug],
    'blogs',
    () => fetchDetail(ctxOf(v), `blogs/${encodeURIComponent(slug)}`, blogResponseSchema, (b) => ({ ...reshapeBlogSummary(b), html: text(b.content, b.ar_content) })),
    slug,
  );
}

export function getOutlets(v: Venue): Promise<OutletSummary[]> {
  return cached(v.host, ['outlets'], 'outlets', async () => {
    const r = await providerRequest('outlets', { ctx: ctxOf(v), schema: outletListResponseSchema });
    return r.data.map(reshapeOutletSummary);
  });
}

export function getOutlet(v: Venue, id: number): Promise<Outlet | null> {
  const reshape = (o: z.output<typeof outletResponseSchema>['data']): Outlet => ({
    ...reshapeOutletSummary(o),
    menus: o.categories.map((c) => ({ id: c.id, name: text(c.name, c.ar_name), products: c.products.map(reshapePriced) })),
  });
  return cached(v.host, ['outlet', String(id)], 'outlets', () => fetchDetail(ctxOf(v), `outlets/${id}`, outletResponseSchema, reshape), id);
}

export function getRetailProducts(v: Venue): Promise<RetailProduct[]> {
  return cached(v.host, ['retail'], 'retail', async () => {
    const r = await providerRequest('retail/products', { ctx: ctxOf(v), schema: retailListResponseSchema });
    return r.data.map((p) => ({ ...reshapePriced(p), outletId: p.outlet_id ?? null, category: text(p.category, p.ar_category) }));
  });
}

export function getOffers(v: Venue): Promise<Offer[]> {
  return cached(v.host, ['offers'], 'offers', async () => {
    const r = await providerRequest('offers', { ctx: ctxOf(v), schema: offerListResponseSchema });
    return r.data.map((o) => ({ ...reshapePriced(o), offerPrice: o.offer_price, validUntil: o.valid_until ?? null }));
  });
}

export function getGallery(v: Venue): Promise<GalleryImage[]> {
  return cached(v.host, ['gallery'], 'gallery', async () => {
    const r = await providerRequest('gallery', { ctx: ctxOf(v), schema: galleryResponseSchema });
    return r.data.map((g) => ({ id: g.id, src: g.image, caption: text(g.caption, g.ar_caption), width: g.width, height: g.height }));
  });
}

export function getService(v: Venue, id: number): Promise<Service | null> {
  const reshape = (s: z.output<typeof serviceResponseSchema>['data']): Service => ({
    id: s.id,
    name: text(s.name, s.ar_name),
    html: text(s.description, s.ar_description),
    image: s.image ?? null,
    mapPin: s.map_pin ? { ...s.map_pin, address: s.map_pin.address ?? null } : null,
    formSlug: s.form_slug ?? null,
  });
  return cached(v.host, ['service', String(id)], 'services', () => fetchDetail(ctxOf(v), `services/${id}`, serviceResponseSchema, reshape), id);
}

/**
 * Sitemap source of this feature (plugs into SITEMAP_SOURCES of lib/seo/sitemap-sources.ts): the later pages of
 * the blog list, every blog, outlet, public service and configured form. Section list pages and the static pages
 * (terms, privacy, contact) come from the static source. Visible paths, without `lang`.
 */
export async function contentSitemapSource(ctx: { host: string; tenant: { siteToken: string }; site: { sections: readonly string[] } }): Promise<string[]> {
  const v: Venue = { host: ctx.host, siteToken: ctx.tenant.siteToken };
  const r = await cached(v.host, ['paths'], 'content-paths', () => providerRequest('content/paths', { ctx: ctxOf(v), schema: contentPathsResponseSchema }));
  const { blogs, outlets, services, forms } = r.data;
  const paths: string[] = [];
  if (ctx.site.sections.includes('blogs')) {
    const pages = Math.ceil(blogs.length / PAGE_SIZE);
    for (let p = 2; p <= pages; p++) paths.push(`/blogs?page=${p}`);
    paths.push(...blogs.map((s) => `/blog/${s}`));
  }
  if (ctx.site.sections.includes('outlets')) paths.push(...outlets.map((id) => `/outlets/${id}`));
  paths.push(...services.map((id) => `/service/${id}`), ...forms.map((s) => `/form/${s}`));
  return paths;
}
