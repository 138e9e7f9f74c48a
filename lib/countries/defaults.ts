/** Spec §9: default country code. Apart from countries.ts so client code does not bundle the country data. */
export const DEFAULT_COUNTRY_CODE = '971';
