import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_SITE_KEY, captchaMode, nextCaptchaState, recaptchaScriptUrl } from './captcha';

describe('captcha mode (spec §9: the site key comes from config)', () => {
  it('shows the test widget only for the sandbox test key', () => {
    expect(captchaMode(CAPTCHA_TEST_SITE_KEY)).toEqual({ kind: 'test' });
    expect(captchaMode(' sandbox-test-site-key ')).toEqual({ kind: 'test' });
  });
  it('renders reCAPTCHA with a real-looking key, and nothing for a missing or broken one', () => {
    const key = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
    expect(captchaMode(key)).toEqual({ kind: 'recaptcha', siteKey: key });
    expect(captchaMode(null)).toEqual({ kind: 'none' });
    expect(captchaMode('')).toEqual({ kind: 'none' });
    expect(captchaMode('"><script>')).toEqual({ kind: 'none' });
  });
  it('loads the explicit-render script in the page language', () => {
    expect(recaptchaScriptUrl('ar')).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=explicit&onload=\w+&hl=ar$/);
  });
});

describe('captcha widget states (spec §4: init, verified, expired, error)', () => {
  it('goes init → verified → expired → verified', () => {
    let s = nextCaptchaState('loading', 'rendered');
    expect(s).toBe('init');
    s = nextCaptchaState(s, 'verified');
    expect(s).toBe('verified');
    s = nextCaptchaState(s, 'expired');
    expect(s).toBe('expired');
    expect(nextCaptchaState(s, 'verified')).toBe('verified');
  });
  it('a reset by the form (after a failed submit, spec §8) returns to init; expiry before verifying changes nothing', () => {
    expect(nextCaptchaState('verified', 'reset')).toBe('init');
    expect(nextCaptchaState('expired', 'reset')).toBe('init');
    expect(nextCaptchaState('init', 'expired')).toBe('init');
  });
  it('an error holds until the widget renders again', () => {
    expect(nextCaptchaState('verified', 'error')).toBe('error');
    expect(nextCaptchaState('error', 'reset')).toBe('error');
    expect(nextCaptchaState('error', 'rendered')).toBe('init');
  });
});
