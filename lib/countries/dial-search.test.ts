import { describe, expect, it } from 'vitest';
import { allCountries } from './countries';
import { DIAL_COUNTRIES } from './dial-countries';
import { countryForCode, dialCountries, dialEntries, searchDialCountries } from './dial-search';

// issue 16 §12: one picker with every country (spec §3: 240 countries with their dial codes), searchable.
describe('dial-code picker data', () => {
  it('holds every country of the country list, with its dial code and both names', () => {
    expect(DIAL_COUNTRIES.map(([iso2, code, en, ar]) => ({ iso2, code, en, ar }))).toEqual(
      allCountries().map((c) => ({ iso2: c.iso_2, code: c.code, en: c.name.en, ar: c.name.ar })),
    );
    expect(dialCountries('en')).toHaveLength(240);
  });

  it('lists countries that share a code, in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const isos = dialCountries(locale).map((c) => c.iso2);
      for (const iso of ['GB', 'IT', 'RU', 'CA', 'US', 'KZ', 'VA', 'AE']) expect(isos, `${locale} ${iso}`).toContain(iso);
    }
  });

  it('finds a country by name in either language, by ISO code and by dial code', () => {
    const en = dialCountries('en');
    expect(searchDialCountries(en, 'united k').map((c) => c.iso2)).toEqual(['GB']);
    expect(searchDialCountries(en, 'Italy').map((c) => c.iso2)).toEqual(['IT']);
    expect(searchDialCountries(en, 'canada').map((c) => c.iso2)).toEqual(['CA']);
    expect(searchDialCountries(dialCountries('ar'), 'الامارات').map((c) => c.iso2)).toContain('AE');
    expect(searchDialCountries(en, '+44').map((c) => c.iso2)).toEqual(expect.arrayContaining(['GB', 'GG', 'JE', 'IM']));
    expect(searchDialCountries(en, '971')[0]!.iso2).toBe('AE');
    expect(searchDialCountries(en, '')).toHaveLength(240);
  });

  it('reads a stored code as the main country, or the one chosen', () => {
    const en = dialCountries('en');
    expect(countryForCode(en, '44')?.iso2).toBe('GB');
    expect(countryForCode(en, '1')?.iso2).toBe('US');
    expect(countryForCode(en, '1', 'CA')?.iso2).toBe('CA');
    expect(countryForCode(en, '971')?.iso2).toBe('AE');
    expect(countryForCode(en, '99999')).toBeNull();
  });
  it('shows the chosen country from the plain table the same as from the sorted list (the closed picker needs no sort)', () => {
    for (const locale of ['en', 'ar'] as const) {
      const plain = dialEntries(locale);
      const full = dialCountries(locale);
      for (const code of new Set(plain.map((c) => c.code))) {
        const a = countryForCode(plain, code);
        const b = countryForCode(full, code);
        expect({ iso2: a?.iso2, name: a?.name }, `${locale} +${code}`).toEqual({ iso2: b?.iso2, name: b?.name });
      }
      expect(countryForCode(plain, '1', 'CA')?.iso2).toBe('CA');
      expect(plain.map((c) => c.iso2).sort()).toEqual(full.map((c) => c.iso2).sort());
    }
    // Built once per language.
    expect(dialCountries('ar')).toBe(dialCountries('ar'));
  });
});
