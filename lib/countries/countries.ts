import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import ar from 'i18n-iso-countries/langs/ar.json';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { AppLocale } from '../i18n/locales';

countries.registerLocale(en);
countries.registerLocale(ar);

/** Spec §3 Country. `id` is the ISO 3166 numeric code, `code` the dial code without '+'. */
export interface Country {
  id: number;
  name: { en: string; ar: string };
  iso_2: string;
  iso_3: string;
  code: string;
  currency_name: string | null;
  currency_code: string | null;
  currency_symbol: string | null;
}

/** Spec §3: currencies are set only for these nine countries. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  BH: 'BHD',
  KW: 'KWD',
  OM: 'OMR',
  PK: 'PKR',
  QA: 'QAR',
  SA: 'SAR',
  AE: 'AED',
  GB: 'GBP',
  US: 'USD',
};

/**
 * ISO 3166 entries that also have a calling code number 243; spec §3 lists 240. These three dial through another
 * country's plan and are not offered as a separate nationality.
 */
const EXCLUDED = new Set(['AX', 'SJ', 'BQ']);

export { DEFAULT_COUNTRY_CODE } from './defaults';

function currencyOf(iso2: string): Pick<Country, 'currency_code' | 'currency_name' | 'currency_symbol'> {
  const code = COUNTRY_CURRENCIES[iso2];
  if (!code) return { currency_code: null, currency_name: null, currency_symbol: null };
  const name = new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
  const symbol =
    new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? code;
  return { currency_code: code, currency_name: name, currency_symbol: symbol };
}

let cache: Country[] | null = null;

/** The 240 countries of spec §3 from ISO 3166 names (en, ar) and libphonenumber calling codes, sorted by English name. */
export function allCountries(): Country[] {
  if (cache) return cache;
  const dialable = new Set<string>(getCountries());
  cache = Object.keys(countries.getAlpha2Codes())
    .filter((iso2) => dialable.has(iso2) && !EXCLUDED.has(iso2))
    .map((iso2) => ({
      id: Number(countries.alpha2ToNumeric(iso2)),
      name: { en: countries.getName(iso2, 'en') ?? iso2, ar: countries.getName(iso2, 'ar') ?? iso2 },
      iso_2: iso2,
      iso_3: countries.alpha2ToAlpha3(iso2) ?? iso2,
      code: getCountryCallingCode(iso2 as CountryCode),
      ...currencyOf(iso2),
    }))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
  return cache;
}

/** What a picker needs, in the visitor's language, sorted for that language (sent to client islands as props). */
export interface CountryOption {
  id: number;
  iso2: string;
  code: string;
  name: string;
}

export function countryOptions(locale: AppLocale): CountryOption[] {
  return allCountries()
    .map((c) => ({ id: c.id, iso2: c.iso_2, code: c.code, name: c.name[locale] }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Choices for a configured form's `country` field (spec §3): the value is ISO 3166 alpha-2, the label the name. */
export function countrySelectOptions(locale: AppLocale): Array<{ value: string; label: string }> {
  return countryOptions(locale).map((c) => ({ value: c.iso2, label: c.name }));
}
