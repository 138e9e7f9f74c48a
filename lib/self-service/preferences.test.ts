import { describe, expect, it } from 'vitest';
import { checkPreferences, DEFAULT_PREFERENCES, sizeName, textSizeFromCookies } from './preferences';

describe('preferences (spec §3: preferences size 16, language en)', () => {
  it('defaults to 16 px and English', () => {
    expect(DEFAULT_PREFERENCES).toEqual({ size: 16, language: 'en' });
  });

  it('accepts an offered size name and a site language', () => {
    expect(checkPreferences({ size: 'xlarge', language: 'ar' })).toEqual({ value: { size: 18, language: 'ar' } });
    expect(checkPreferences({ size: 'small', language: 'en' })).toEqual({ value: { size: 14, language: 'en' } });
  });

  it('names every bad field', () => {
    expect(checkPreferences({ size: '40', language: 'fr' })).toEqual({ errors: { size: 'preferenceInvalid', language: 'preferenceInvalid' } });
    expect(checkPreferences({ size: 'toString', language: 'en' })).toEqual({ errors: { size: 'preferenceInvalid' } });
  });

  it('maps pixel sizes back to names, and nothing else', () => {
    expect(sizeName(15)).toBe('medium');
    expect(sizeName(17)).toBeNull();
  });

  it('reads the text-size cookie among others and ignores a forged value', () => {
    expect(textSizeFromCookies('lang=ar; text_size=xlarge; other=1')).toBe('xlarge');
    expect(textSizeFromCookies('text_size=huge')).toBeNull();
    expect(textSizeFromCookies('')).toBeNull();
  });
});
