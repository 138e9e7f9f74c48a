import { z } from '@/lib/zod';
import { EMAIL_PATTERN } from './email';
import { MAX_LENGTH, tooLong } from './limits';
import { checkEmiratesId, cleanIdProofNumber, ID_NUMBER_MAX } from './emirates-id';
import { isValidPhone } from './phone';
import { asciiDigits } from './digits';

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
  | 'fileType'
  | 'invalid';

const msg = (key: ValidationKey) => ({ message: key });
const max = (n: number) => ({ message: tooLong(n) });

/** Spec §9 limits. */
export const PASSWORD_MIN = 8;
export const NAME_MIN = 2;
export const OTP_LENGTH = 6;

/** Spec §5 Email: {email} pattern, no spaces (./email). */
export const emailField = z
  .string()
  .trim()
  .min(1, msg('emailRequired'))
  .max(MAX_LENGTH.email, max(MAX_LENGTH.email))
  .regex(EMAIL_PATTERN, msg('emailInvalid'));

export const countryCodeField = z.string().overwrite(asciiDigits).trim().regex(/^\+?\d{1,4}$/, msg('mobileInvalid')).transform((c) => c.replace(/^\+/, ''));
export const mobileNumberField = z.string().overwrite(asciiDigits).trim().min(1, msg('mobileRequired')).max(MAX_LENGTH.mobile, msg('mobileInvalid'));

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
  .max(MAX_LENGTH.password, max(MAX_LENGTH.password))
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
  .max(MAX_LENGTH.name, max(MAX_LENGTH.name))
  .regex(NAME_RE, msg('nameInvalid'));

/** The repeated password: compared with the password, and as long at most. */
export const confirmPasswordField = z.string().max(MAX_LENGTH.password, max(MAX_LENGTH.password));

/** Spec §5 OTP: 6 digits, digits only. */
export const otpField = z
  .string()
  .overwrite((v) => asciiDigits(v).replace(/[\s-]/g, ''))
  .trim()
  .min(1, msg('otpRequired'))
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), msg('otpInvalid'));

/** Spec §5 Captcha: a response from the widget. */
export const captchaField = z.string().min(1, msg('captchaRequired')).max(4096, msg('captchaRequired'));

const EMIRATES_ID_KEYS = { empty: 'emiratesIdRequired', format: 'emiratesIdFormat', checksum: 'emiratesIdInvalid' } as const;

/** Spec §5 Emirates ID (rule in ./emirates-id): the three messages in order. */
export function emiratesIdError(value: string): ValidationKey | null {
  const r = checkEmiratesId(value);
  return r === 'ok' ? null : EMIRATES_ID_KEYS[r];
}

/** Spec §5/§9 Emirates ID, max length 15: a longer value (the dashed form among them) is not in the format. */
export const emiratesIdField = z.string().overwrite(asciiDigits).max(ID_NUMBER_MAX, msg('emiratesIdFormat')).superRefine((v, ctx) => {
  const key = emiratesIdError(v);
  if (key) ctx.addIssue({ code: 'custom', message: key });
});

export const idProofNumberField = z.string().transform(cleanIdProofNumber);

/** Spec §5 uploads: jpeg, png, pdf by default. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
