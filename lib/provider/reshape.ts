import type { z } from 'zod';
import type { configResponseSchema, NavItemWire, pageSchema } from './schemas';
import type { ContentPage } from '@/lib/content/types';
import type { LocalizedText } from '@/lib/i18n/pick';
import type { NavItem, Site, SocialNetwork } from '@/lib/tenant/types';
import { sectionForNavPath, navHref } from '../routing/sections';

export function text(en: string | null | undefined, ar: string | null | undefined): LocalizedText {
  const e = en ?? '';
  return { en: e, ar: ar && ar.trim() ? ar : e };
}

/** Spec §2: a nav item is an external custom link, an internal link, or a dropdown with children. */
export function reshapeNav(items: NavItemWire[]): NavItem[] {
  return items.map((item) => {
    const external = !!item.url && /^https?:\/\//i.test(item.url);
    return {
      label: text(item.name, item.ar_name),
      href: external ? item.url! : navHref(item.path ?? '', item.is_default === 1),
      external,
      children: reshapeNav(item.children ?? []),
    };
  });
}

function collectSections(items: NavItemWire[], into: Set<string>): Set<string> {
  for (const item of items) {
    const section = sectionForNavPath(item.path ?? '');
    if (section) into.add(section);
    collectSections(item.children ?? [], into);
  }
  return into;
}

const SOCIAL: SocialNetwork[] = ['instagram', 'twitter', 'facebook', 'youtube', 'tiktok', 'snapchat'];

/** Spec §2 footer: social links equal to a bare default host (e.g. "https://instagram.com/") are hidden. */
export function isBareSocialLink(url: string): boolean {
  try {
    const u = new URL(url);
    return u.pathname.replace(/\/+$/, '') === '' && !u.search;
  } catch {
    return true;
  }
}

export function reshapeConfig(res: z.output<typeof configResponseSchema>): Site {
  const c = res.data;
  const navWire = c.header_nav && c.header_nav.length ? c.header_nav : (c.header_menu ?? []);
  const social = SOCIAL.flatMap((network) => {
    const url = c.social_media?.[network];
    return url && !isBareSocialLink(url) ? [{ network, url }] : [];
  });
  return {
    venueId: c.venue_id,
    name: text(c.venue_name, c.ar_venue_name ?? c.venue.ar_name),
    description: text(c.description, c.ar_description),
    currency: c.currency,
    timeZone: c.time_zone,
    theme: c.colors,
    faviconUrl: c.favicon_image_url ?? null,
    logoUrl: c.logo_image_url ?? null,
    footerLogoUrl: c.footer_logo_image_url ?? c.logo_image_url ?? null,
    footerCoverUrl: c.footer_cover_image_url ?? null,
    paymentMethodsUrl: c.payment_methods_image_url ?? null,
    gtmCode: c.gtm_code ?? null,
    krewsGtmCode: c.krews_gtm_code ?? null,
    recaptchaSiteKey: c.recaptcha_site_key ?? null,
    enabled: c.siteEnabled === 1,
    maintenance: c.maintenance ?? null,
    nav: reshapeNav(navWire),
    sections: [...collectSections(navWire, new Set())],
    enableSearch: c.enable_search === 1,
    enableArabic: c.enable_arabic === 1,
    specialMode: c.is_baps === 1,
    guestCheckout: c.is_guest_checkout === 1,
    otpLogin: c.qube_otp_login === 1,
    uaePass: c.enable_uae_pass === 1,
    facilityBooking: {
      enabled: c.enable_facility_booking === 1,
      label: c.facility_button_label ?? null,
      overnight: c.enable_over_night_booking === 1,
      customRange: c.qube_enable_custom_booking_date_range
        ? {
            enabled: c.qube_enable_custom_booking_date_range.enabled === 1,
            start: c.qube_enable_custom_booking_date_range.start_date ?? null,
            end: c.qube_enable_custom_booking_date_range.end_date ?? null,
          }
        : null,
      participantDetails: c.enable_fb_participant_details === 1,
      showTimeRange: c.show_time_range_filter === 1,
      showImages: c.show_facility_image === 1,
    },
    leadButton: { enabled: c.enable_lead_tracker_button === 1, label: c.lead_tracker_button_label ?? null },
    joinNow: c.enable_join_now === 1 && c.join_now_link ? { label: c.join_now_label ?? null, link: c.join_now_link } : null,
    social,
    footerContactUs: c.enable_footer_contact_us === 1,
    allowSupport: c.allow_support === 1,
    terms: { enabled: c.tnc_enable === 1, text: c.tnc ?? null },
    religions: c.religions.map((r) => ({ id: r.id, name: r.name })),
    mapPin: c.map_pin ? { lat: c.map_pin.lat, lng: c.map_pin.lng, address: c.map_pin.address ?? null } : null,
    contact: { phone: c.contact?.phone ?? null, email: c.contact?.email ?? null },
    carousel: res.carousel.map((s) => ({
      id: s.id,
      imageUrl: s.image_url,
      title: text(s.title, s.ar_title),
      subtitle: text(s.subtitle, s.ar_subtitle),
      link: s.link ?? null,
    })),
  };
}

export function reshapePage(p: z.output<typeof pageSchema>): ContentPage {
  return { slug: p.slug, title: text(p.title, p.ar_title), html: text(p.content, p.ar_content), updatedAt: p.updated_at ?? null };
}
