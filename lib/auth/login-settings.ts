import type { Site } from '@/lib/tenant/types';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';

export interface LoginFlags {
  otpLogin: boolean;
  uaePass: boolean;
  guestCheckout: boolean;
  specialMode: boolean;
  termsText: string | null;
}

/** What a sign-in form needs from the server page: the venue's login settings and the account links. */
export interface LoginSettings {
  host: string;
  flags: LoginFlags;
  links: { register: string; forgot: string; partner: string };
}

/** The sign-in settings of a venue (spec §6: OTP login, single sign-on and guest checkout are per venue). */
export function loginSettings(site: Site, host: string, locale: AppLocale): LoginSettings {
  return {
    host,
    flags: {
      otpLogin: site.otpLogin,
      uaePass: site.uaePass,
      guestCheckout: site.guestCheckout,
      specialMode: site.specialMode,
      termsText: site.terms.enabled ? site.terms.text : null,
    },
    links: { register: href('/register', locale), forgot: href('/forgot-password', locale), partner: href('/become-partner', locale) },
  };
}
