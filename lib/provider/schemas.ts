import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';

/**
 * Wire schemas of the provider API (spec §3, §7). They are the contract: the sandbox type-checks its answers
 * against these same schemas, so the storefront and the sandbox cannot drift.
 */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));
const optFlag = flag.optional().default(0);

export const navItemSchema: z.ZodType<NavItemWire> = z.lazy(() =>
  z.object({
    ...bilingual('name', z.string()),
    path: z.string().nullish(),
    url: z.string().nullish(),
    is_default: optFlag,
    children: z.array(navItemSchema).optional().default([]),
  }),
);
export interface NavItemWire {
  name: string;
  ar_name?: string | null;
  path?: string | null;
  url?: string | null;
  is_default: 0 | 1;
  children: NavItemWire[];
}

export const colorsSchema = z.object({
  primary: z.string().default('#0b6e4f'),
  secondary: z.string().default('#08415c'),
  cta: z.string().default('#f28c28'),
  accent: z.string().default('#e0f2e9'),
  dark: z.string().default('#0f172a'),
  mode: z.enum(['light', 'dark']).default('light'),
});

export const socialMediaSchema = z.object({
  instagram: z.string().nullish(),
  twitter: z.string().nullish(),
  facebook: z.string().nullish(),
  youtube: z.string().nullish(),
  tiktok: z.string().nullish(),
  snapchat: z.string().nullish(),
});

export const siteConfigSchema = z.object({
  venue: z.object({ ...bilingual('name', z.string()) }),
  venue_id: z.number(),
  ...bilingual('venue_name', z.string()),
  ...bilingual('description'),
  currency: z.string().default('AED'),
  time_zone: z.string().default('Asia/Dubai'),
  favicon_image_url: z.string().nullish(),
  logo_image_url: z.string().nullish(),
  footer_logo_image_url: z.string().nullish(),
  footer_cover_image_url: z.string().nullish(),
  payment_methods_image_url: z.string().nullish(),
  colors: colorsSchema.default(colorsSchema.parse({})),
  gtm_code: z.string().nullish(),
  krews_gtm_code: z.string().nullish(),
  // vtoken and session_id are read by the provider client itself (venue-identity.ts), for every call.
  recaptcha_site_key: z.string().nullish(),
  is_baps: optFlag,
  enable_uae_pass: optFlag,
  qube_otp_login: optFlag,
  is_guest_checkout: optFlag,
  tnc: z.string().nullish(),
  tnc_enable: optFlag,
  religions: z.array(z.object({ id: z.number(), name: z.string() })).default([]),
  enable_over_night_booking: optFlag,
  qube_enable_custom_booking_date_range: z
    .object({ enabled: optFlag, start_date: z.string().nullish(), end_date: z.string().nullish() })
    .nullish(),
  enable_search: optFlag,
  maintenance: z.object({ title: z.string(), message: z.string() }).nullish(),
  siteEnabled: flag.default(1),
  header_nav: z.array(navItemSchema).nullish(),
  header_menu: z.array(navItemSchema).nullish(),
  enable_facility_booking: optFlag,
  facility_button_label: z.string().nullish(),
  show_time_range_filter: optFlag,
  show_facility_image: optFlag,
  enable_fb_participant_details: optFlag,
  enable_lead_tracker_button: optFlag,
  lead_tracker_button_label: z.string().nullish(),
  enable_arabic: flag.default(1),
  enable_join_now: optFlag,
  join_now_label: z.string().nullish(),
  join_now_link: z.string().nullish(),
  social_media: socialMediaSchema.nullish(),
  enable_footer_contact_us: optFlag,
  allow_support: optFlag,
  map_pin: z.object({ lat: z.number(), lng: z.number(), address: z.string().nullish() }).nullish(),
  contact: z.object({ phone: z.string().nullish(), email: z.string().nullish() }).nullish(),
});
export type SiteConfigWire = z.infer<typeof siteConfigSchema>;

export const carouselItemSchema = z.object({
  id: z.number(),
  image_url: z.string(),
  ...bilingual('title'),
  ...bilingual('subtitle'),
  link: z.string().nullish(),
});

export const configResponseSchema = z.object({
  status: z.boolean(),
  data: siteConfigSchema,
  carousel: z.array(carouselItemSchema).default([]),
});

export const pageSchema = z.object({
  slug: z.string(),
  ...bilingual('title', z.string()),
  ...bilingual('content', z.string()),
  updated_at: z.string().nullish(),
});
export const pageResponseSchema = z.object({ status: z.boolean(), data: pageSchema });

export const searchResultSchema = z.object({
  type: z.enum(['event', 'trainer', 'academy']),
  id: z.number(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  image_path: z.string().nullish(),
});
export const searchResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ data: z.array(searchResultSchema) }),
});

export const timeCheckSchema = z.object({
  status: z.boolean().optional(),
  data: z.object({ userTime: z.string(), systemTime: z.string() }),
});

export const healthCheckSchema = z.object({
  web_enable: optFlag,
  domain: z.string(),
  title: z.string().nullish(),
  message: z.string().nullish(),
  webButtons: z.array(z.object({ text: z.string(), url: z.string() })).default([]),
});
export const healthResponseSchema = z.object({ status: z.boolean(), data: z.array(healthCheckSchema) });

export const versionSchema = z.object({ version: z.string() });

/** A failed answer: the provider's message and data, whatever else it carries. */
export const errorBodySchema = z
  .object({ status: z.boolean().optional(), message: z.string().optional(), data: z.unknown().optional() })
  .passthrough();
