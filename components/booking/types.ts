import type { AppLocale } from '@/lib/i18n/locales';
import type { CustomDateRange } from '@/lib/booking/dates';
import type { LoginSettings } from '@/lib/auth/login-settings';

/** What the server page hands the booking island (all serialisable, no session data). */
export interface BookingSettings {
  host: string;
  locale: AppLocale;
  label: string;
  venueId: number;
  currency: string;
  timeZone: string;
  graceMinutes: number;
  overnight: boolean;
  customRange: CustomDateRange | null;
  specialMode: boolean;
  participantDetails: boolean;
  showTimeRange: boolean;
  /** spec §3 show_facility_image: each facility choice shows the facility's image. */
  showFacilityImages: boolean;
  terms: { enabled: boolean; text: string | null };
  /** The visitor form's religion choices (site config religions). */
  religions: Array<{ id: number; name: string }>;
  cartHref: string;
  /** The venue's sign-in settings for the login modal (spec §2). */
  login: LoginSettings;
}
