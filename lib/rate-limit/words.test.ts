import { describe, expect, it } from 'vitest';
import { otpLockedMessage, tooManyMessage, visitorLocale } from './words';

describe('rate limit words (issue 26: a message in the visitor\'s language)', () => {
  it('says how long to wait, in English and Arabic', () => {
    expect(tooManyMessage('en', 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(tooManyMessage('en', 900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(tooManyMessage('ar', 120)).toContain('دقيقتين');
    expect(otpLockedMessage('ar')).toMatch(/قفل/);
  });

  it('finds the language: explicit, the page\'s ?lang, the cookie, the browser, English', () => {
    const h = (o: Record<string, string>) => new Headers(o);
    expect(visitorLocale(h({ referer: 'http://x/login?lang=en' }), 'ar')).toBe('ar');
    expect(visitorLocale(h({ referer: 'http://x/login?lang=ar' }))).toBe('ar');
    expect(visitorLocale(h({ cookie: 'a=1; lang=ar' }))).toBe('ar');
    expect(visitorLocale(h({ 'accept-language': 'ar-AE,ar;q=0.9' }))).toBe('ar');
    expect(visitorLocale(h({}))).toBe('en');
  });
});
