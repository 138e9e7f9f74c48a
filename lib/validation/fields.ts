import { z } from 'zod';

/**
 * Field rules of spec §5 as zod schemas shared by every form. Messages are keys of the `validation` namespace in
 * messages/*.json, so the same schema speaks English and Arabic; `{label}` in a message is the field's label.
 */
export type ValidationKey =
  | 'required'
  | 'emailRequired'
  | 'emailInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'passwordMin'
  | 'passwordStrength'
  | 'passwordMismatch'
  | 'nameInvalid'
  | 'nameMin'
  | 'otpRequired'
  | 'otpInvalid'
  | 'captchaRequired'
  | 'emiratesIdRequired'
  | 'emiratesIdFormat'
  | 'emiratesIdInvalid'
  | 'termsRequired'
  | 'fileType';

const msg = (key: ValidationKey) => ({ message: key });

/** Spec §9 limits. */
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const OTP_LENGTH = 6;
export const ID_NUMBER_MAX = 15;

/** Spec §5 Email: {email} pattern, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const emailField = z
  .string()
  .trim()
  .min(1, msg('emailRequired'))
  .regex(EMAIL_RE, msg('emailInvalid'));

/** Spec §5 Mobile: the number loses a leading 0 or '+' before it is combined with the country code. */
export function normaliseMobileNumber(number: string): string {
  return number.replace(/[\s-]/g, '').replace(/^[+0]/, '');
}

/** Spec §5: phone numbers are combined as plus, country code, number. */
export function combinePhone(countryCode: string, number: string): string {
  return `+${countryCode.replace(/\D/g, '')}${normaliseMobileNumber(number)}`;
}

/** Spec §5: the combined number must be '+', a 1-4 digit code and then 8 to 14 digits. */
export function isValidPhone(countryCode: string, number: string): boolean {
  const code = countryCode.replace(/\D/g, '');
  if (!/^\d{1,4}$/.test(code)) return false;
  return new RegExp(`^\\+${code}\\d{8,14}$`).test(combinePhone(code, number));
}

export const countryCodeField = z.string().trim().regex(/^\+?\d{1,4}$/, msg('mobileInvalid')).transform((c) => c.replace(/^\+/, ''));
export const mobileNumberField = z.string().trim().min(1, msg('mobileRequired'));

/** A country code and number pair, checked together (spec §5 Mobile). */
export function withValidMobile<T extends { country_code: string; mobile_number: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.mobile_number.trim() && !isValidPhone(value.country_code, value.mobile_number)) {
    ctx.addIssue({ code: 'custom', path: ['mobile_number'], message: 'mobileInvalid' });
  }
}

/** Spec §5 Password: at least 8 characters with upper, lower, digit and special character. */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, msg('passwordMin'))
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p), msg('passwordStrength'));

/** Spec §5 Password mismatch, reported on the confirmation field. */
export function withMatchingPasswords<T extends { password: string; confirm_password: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.confirm_password !== value.password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'passwordMismatch' });
}

/** Spec §5 Name: Latin or Arabic letters and spaces, at least 2 characters. */
const NAME_RE = /^[A-Za-z\u0600-\u06FF\u0750-\u077F ]+$/;
export const nameField = z
  .string()
  .trim()
  .min(1, msg('required'))
  .min(NAME_MIN, msg('nameMin'))
  .regex(NAME_RE, msg('nameInvalid'));

/** Spec §5 OTP: 6 digits, digits only. */
export const otpField = z
  .string()
  .trim()
  .min(1, msg('otpRequired'))
  .regex(/^\d{6}$/, msg('otpInvalid'));

/** Spec §5 Captcha: a response from the widget. */
export const captchaField = z.string().min(1, msg('captchaRequired'));

/** Luhn check over all digits (the last is the check digit). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Spec §5 Emirates ID: 784-YYYY-NNNNNNN-C, dashes optional, Luhn check digit; the three messages in order. */
export function emiratesIdError(value: string): ValidationKey | null {
  const v = value.trim();
  if (!v) return 'emiratesIdRequired';
  if (!/^784-?\d{4}-?\d{7}-?\d$/.test(v)) return 'emiratesIdFormat';
  if (!luhnValid(v.replace(/-/g, ''))) return 'emiratesIdInvalid';
  return null;
}

export const emiratesIdField = z.string().max(18).superRefine((v, ctx) => {
  const key = emiratesIdError(v);
  if (key) ctx.addIssue({ code: 'custom', message: key });
});

/** Spec §5 ID proof number: non-alphanumerics stripped, at most 15 characters. */
export function cleanIdProofNumber(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, ID_NUMBER_MAX);
}
export const idProofNumberField = z.string().transform(cleanIdProofNumber);

/** Spec §5 uploads: jpeg, png, pdf by default. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
