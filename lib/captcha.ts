/**
 * The captcha of spec §4 (widget states init, verified, expired, error) and §5 (required on the account forms and
 * the lead form). The site key comes from the venue's config (`recaptcha_site_key`, spec §9); the sandbox's test
 * key selects the accessible test widget, which answers the sandbox's test response (DESIGN §4).
 */

/** What the test widget answers; the sandbox accepts only this. */
export const CAPTCHA_TEST_RESPONSE = 'sandbox-captcha-ok';

/** The site key the sandbox seeds: with it the storefront shows the test widget instead of reCAPTCHA. */
export const CAPTCHA_TEST_SITE_KEY = 'sandbox-test-site-key';

export type CaptchaMode = { kind: 'test' } | { kind: 'recaptcha'; siteKey: string } | { kind: 'none' };

/** A reCAPTCHA v2 site key is 40 characters of letters, digits, '-' and '_'; anything else cannot render. */
const SITE_KEY = /^[A-Za-z0-9_-]{20,64}$/;

/** Which widget a form shows for the venue's configured key (spec §9 "captcha site key comes from config"). */
export function captchaMode(siteKey: string | null | undefined): CaptchaMode {
  const key = siteKey?.trim() ?? '';
  if (key === CAPTCHA_TEST_SITE_KEY) return { kind: 'test' };
  if (SITE_KEY.test(key)) return { kind: 'recaptcha', siteKey: key };
  return { kind: 'none' };
}

/** The script that renders v2 checkboxes explicitly, in the page's language. */
export const RECAPTCHA_ONLOAD = '__storefrontRecaptchaReady';
export function recaptchaScriptUrl(locale: 'en' | 'ar'): string {
  return `https://www.google.com/recaptcha/api.js?render=explicit&onload=${RECAPTCHA_ONLOAD}&hl=${locale}`;
}

/** Spec §4 captcha widget states. `loading` is init before the widget has drawn. */
export type CaptchaState = 'loading' | 'init' | 'verified' | 'expired' | 'error';
export type CaptchaEvent = 'rendered' | 'verified' | 'expired' | 'error' | 'reset';

/**
 * The widget's state machine: a response verifies it; the provider's expiry or a reset by the form (after a failed
 * submit, spec §8) takes the response away; an error (script or network) stays until the widget renders again.
 */
export function nextCaptchaState(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event) {
    case 'rendered':
      return state === 'loading' || state === 'error' ? 'init' : state;
    case 'verified':
      return 'verified';
    case 'expired':
      return state === 'verified' ? 'expired' : state;
    case 'error':
      return 'error';
    case 'reset':
      return state === 'loading' || state === 'error' ? state : 'init';
  }
}
