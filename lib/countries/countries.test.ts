import { describe, expect, it } from 'vitest';
import { allCountries, countryOptions, countrySelectOptions, DEFAULT_COUNTRY_CODE } from './countries';

describe('countries', () => {
  it('lists 240 countries (spec §3 Country)', () => {
    expect(allCountries()).toHaveLength(240);
    expect(new Set(allCountries().map((c) => c.iso_2)).size).toBe(240);
  });

  it('has dial codes, ISO codes and names in English and Arabic (spec §3 Country)', () => {
    const ae = allCountries().find((c) => c.iso_2 === 'AE')!;
    expect(ae).toMatchObject({ id: 784, iso_3: 'ARE', code: '971', currency_code: 'AED' });
    expect(ae.name.en).toBe('United Arab Emirates');
    expect(ae.name.ar).toMatch(/الإمارات/);
    for (const c of allCountries()) {
      expect(c.code).toMatch(/^\d{1,4}$/);
      expect(c.name.ar).not.toBe(c.iso_2);
    }
  });

  it('sets currencies only for the nine countries of spec §3', () => {
    const withCurrency = allCountries().filter((c) => c.currency_code);
    expect(withCurrency.map((c) => `${c.iso_2}:${c.currency_code}`).sort()).toEqual(
      ['AE:AED', 'BH:BHD', 'GB:GBP', 'KW:KWD', 'OM:OMR', 'PK:PKR', 'QA:QAR', 'SA:SAR', 'US:USD'].sort(),
    );
    expect(withCurrency.every((c) => c.currency_name && c.currency_symbol)).toBe(true);
  });

  it('defaults to 971 (spec §9) and offers it in the dial-code picker', () => {
    expect(DEFAULT_COUNTRY_CODE).toBe('971');
    expect(countryOptions('en').find((o) => o.code === '971')?.name).toBe('United Arab Emirates');
  });

  it('gives options in the requested language', () => {
    expect(countryOptions('ar').find((c) => c.iso2 === 'SA')?.name).toMatch(/السعودية/);
  });

  // spec §3 additional field type `country` (merged from the former lib/forms/countries.ts)
  it('gives configured-form choices valued by ISO alpha-2, sorted in the visitor language', () => {
    const en = countrySelectOptions('en');
    expect(en).toHaveLength(240);
    expect(en.find((o) => o.value === 'AE')?.label).toBe('United Arab Emirates');
    expect(countrySelectOptions('ar').find((o) => o.value === 'SA')?.label).toMatch(/السعودية/);
    const labels = en.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
