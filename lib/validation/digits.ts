/**
 * A customer's own digits (issue 23, spec §5 Mobile/OTP/Emirates ID): an Arabic keyboard types Arabic-Indic digits
 * (٠–٩, U+0660–0669) and a Persian one Eastern Arabic-Indic digits (۰–۹, U+06F0–06F9). Every numeric field turns
 * them into ASCII before it is checked, so what is validated and what is sent to the provider is 0–9. JavaScript's
 * `\d` (without the u flag and even with it) only matches ASCII, which is why they were refused or dropped.
 * Free of zod so the smallest island can use it.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

export function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => {
    const c = d.charCodeAt(0);
    return String(c - (c >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** Digits only, in ASCII: spaces, dashes and anything else typed around them are dropped. */
export function digitsOnly(value: string): string {
  return asciiDigits(value).replace(/\D/g, '');
}
