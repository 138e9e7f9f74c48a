import { asciiDigits, digitsOnly } from './digits';

/**
 * Spec §5 Mobile: the number loses spaces, dashes and a leading 0 or '+', is combined as plus, country code
 * (1-4 digits) and number (Arabic-Indic digits read as ASCII), and the number must then be 8 to 14 digits. The one rule behind the account forms,
 * configured/lead forms and the booking visitor form; free of zod so client islands can use it cheaply.
 */
export function normaliseMobileNumber(number: string): string {
  return asciiDigits(number).replace(/[\s-]/g, '').replace(/^[+0]+/, '');
}

const countryDigits = (countryCode: string) => digitsOnly(countryCode);

/** Spec §5: phone numbers are combined as plus, country code, number. */
export function combinePhone(countryCode: string, number: string): string {
  return `+${countryDigits(countryCode)}${normaliseMobileNumber(number)}`;
}

export function isValidPhone(countryCode: string, number: string): boolean {
  return /^\d{1,4}$/.test(countryDigits(countryCode)) && /^\d{8,14}$/.test(normaliseMobileNumber(number));
}
