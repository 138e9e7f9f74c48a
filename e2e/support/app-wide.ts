import type { Page, Route } from '@playwright/test';
import { host } from './hosts';

export const APPWIDE = host('appwide');
export const SITE_KEY = '6LcHarbourE2eSiteKey_appwide-000000000001';

declare global {
  interface Window {
    __captcha: { renders: Array<{ sitekey: string; hl: string }>; resets: number };
    __loadAt?: number;
    __gtmAt?: number[];
    __marker?: number;
  }
}

/** A small stand-in for Google's reCAPTCHA v2 API: two buttons that play the visitor and the provider. */
export const FAKE_RECAPTCHA = `(function () {
  var u = new URL(document.currentScript.src);
  window.__captcha = { renders: [], resets: 0 };
  window.grecaptcha = {
    render: function (el, o) {
      var id = window.__captcha.renders.length;
      window.__captcha.renders.push({ sitekey: o.sitekey, hl: o.hl });
      var v = document.createElement('button'); v.type = 'button'; v.textContent = 'Fake verify';
      v.onclick = function () { o.callback('fake-token-' + id); };
      var x = document.createElement('button'); x.type = 'button'; x.textContent = 'Fake expire';
      x.onclick = function () { o['expired-callback'](); };
      el.append(v, x);
      return id;
    },
    reset: function () { window.__captcha.resets++; },
  };
  setTimeout(function () { window[u.searchParams.get('onload')](); }, 0);
})();`;

export async function fakeGoogle(page: Page): Promise<{ captchaScripts: string[]; containers: string[] }> {
  const seen = { captchaScripts: [] as string[], containers: [] as string[] };
  await page.route('https://www.google.com/recaptcha/**', (route: Route) => {
    seen.captchaScripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
  });
  await page.route('https://www.googletagmanager.com/**', (route: Route) => {
    seen.containers.push(new URL(route.request().url()).searchParams.get('id') ?? '');
    return route.fulfill({ contentType: 'text/javascript', body: '/* container */' });
  });
  return seen;
}

export const captchaText = {
  en: { lead: 'Enquire now', form: 'Membership enquiry', group: 'Human check', verified: 'Verified', expired: 'The check expired. Please validate recaptcha again.' },
  ar: { lead: 'استفسر الآن', form: 'استفسار عن العضوية', group: 'التحقق البشري', verified: 'تم التحقق', expired: 'انتهت صلاحية التحقق. يرجى إعادة التحقق مرة أخرى.' },
} as const;


export const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
