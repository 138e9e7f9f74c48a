import type { LocalizedText } from '../i18n/pick';
import type { CustomDateRange } from '../booking/dates';

/** The venue as the storefront knows it: the site config reshaped from the wire (lib/provider/reshape.ts). */
export type Locale = 'en' | 'ar';

export interface NavItem {
  label: LocalizedText;
  /** Internal path ("/events") or external URL. */
  href: string;
  external: boolean;
  children: NavItem[];
}

export interface Theme {
  primary: string;
  secondary: string;
  cta: string;
  accent: string;
  dark: string;
  mode: 'light' | 'dark';
}

export type SocialNetwork = 'instagram' | 'twitter' | 'facebook' | 'youtube' | 'tiktok' | 'snapchat';

export interface Site {
  venueId: number;
  name: LocalizedText;
  description: LocalizedText;
  currency: string;
  timeZone: string;
  theme: Theme;
  faviconUrl: string | null;
  logoUrl: string | null;
  footerLogoUrl: string | null;
  footerCoverUrl: string | null;
  paymentMethodsUrl: string | null;
  gtmCode: string | null;
  /** The second analytics container (config krews_gtm_code), loaded like the first. */
  krewsGtmCode: string | null;
  /** reCAPTCHA v2 site key (spec §9); the sandbox's test key selects the test widget (lib/captcha.ts). */
  recaptchaSiteKey: string | null;
  enabled: boolean;
  maintenance: { title: string; message: string } | null;
  nav: NavItem[];
  /** Section keys the navigation lists (spec §2 navigation rules). */
  sections: string[];
  enableSearch: boolean;
  enableArabic: boolean;
  specialMode: boolean;
  guestCheckout: boolean;
  otpLogin: boolean;
  uaePass: boolean;
  facilityBooking: {
    enabled: boolean;
    label: string | null;
    overnight: boolean;
    customRange: CustomDateRange | null;
    participantDetails: boolean;
    showTimeRange: boolean;
    /** spec §3 site config show_facility_image: the booking modal's facility choices show each facility's image. */
    showImages: boolean;
  };
  leadButton: { enabled: boolean; label: string | null };
  joinNow: { label: string | null; link: string } | null;
  social: Array<{ network: SocialNetwork; url: string }>;
  footerContactUs: boolean;
  allowSupport: boolean;
  terms: { enabled: boolean; text: string | null };
  /** spec §3 site config religions: the visitor form's religion choices (one name each in the provider's shape). */
  religions: Array<{ id: number; name: string }>;
  mapPin: { lat: number; lng: number; address: string | null } | null;
  contact: { phone: string | null; email: string | null };
  carousel: Array<{ id: number; imageUrl: string; title: LocalizedText; subtitle: LocalizedText; link: string | null }>;
}

export interface HealthNotice {
  title: string | null;
  message: string | null;
  buttons: Array<{ text: string; url: string }>;
}
