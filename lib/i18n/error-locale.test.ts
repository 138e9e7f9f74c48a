import { describe, expect, it } from 'vitest';
import { errorPageLocale } from './error-locale';

// spec §2: the lang query decides the language; DESIGN §2: the rewrite moves it into /<host>/<locale>/.
describe('errorPageLocale', () => {
  it('reads ?lang=', () => {
    expect(errorPageLocale('/events?lang=ar')).toBe('ar');
    expect(errorPageLocale('/events?lang=en')).toBe('en');
  });
  it('prefers the lang of the query Next passes to the error page', () => {
    expect(errorPageLocale('/localhost/en/x', 'ar')).toBe('ar');
    expect(errorPageLocale('/x?lang=ar', ['en', 'ar'])).toBe('ar');
  });
  it('reads the internal rewritten path', () => {
    expect(errorPageLocale('/localhost/ar/privacy-policy')).toBe('ar');
    expect(errorPageLocale('/arena.localhost/ar')).toBe('ar');
    expect(errorPageLocale('/localhost/en/home')).toBe('en');
  });
  it('falls back to English on anything else', () => {
    expect(errorPageLocale(undefined)).toBe('en');
    expect(errorPageLocale('/ar')).toBe('en');
    expect(errorPageLocale('/x?lang=fr')).toBe('en');
    expect(errorPageLocale('http://[bad')).toBe('en');
  });
});
