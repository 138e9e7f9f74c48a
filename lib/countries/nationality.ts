import countries from 'i18n-iso-countries';

/**
 * Spec §3: a visitor's nationality is the country id, the ISO 3166 numeric code (AE -> 784). The country pickers
 * list countries by ISO alpha-2 code; these two translate.
 */
export function nationalityIdOf(iso2: string): string {
  const numeric = /^[A-Za-z]{2}$/.test(iso2) ? countries.alpha2ToNumeric(iso2.toUpperCase()) : undefined;
  return numeric ? String(Number(numeric)) : '';
}

export function isoOfNationalityId(id: string): string | null {
  if (!/^\d{1,3}$/.test(id.trim())) return null;
  return countries.numericToAlpha2(id.trim().padStart(3, '0')) ?? null;
}

/** A stored nationality, numeric id or alpha-2 code, as the numeric id ('' when it names no country). */
export function toNationalityId(n: string): string {
  const s = n.trim();
  if (/^\d{1,3}$/.test(s)) return isoOfNationalityId(s) ? String(Number(s)) : '';
  return nationalityIdOf(s);
}
