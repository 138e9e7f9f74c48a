import { z } from '@/lib/zod';
import { MAX_LENGTH, tooLong } from './limits';
import { ENTITY_TYPES } from './entity-types';
import {
  captchaField,
  confirmPasswordField,
  countryCodeField,
  emailField,
  mobileNumberField,
  nameField,
  otpField,
  passwordField,
  withMatchingPasswords,
  withValidMobile,
} from './fields';

/** The account forms' schemas (spec §5), used by the client forms and again by the server actions. */

export const mobileLoginSchema = z
  .object({ country_code: countryCodeField, mobile_number: mobileNumberField, password: z.string().min(1, { message: 'required' }).max(MAX_LENGTH.password, { message: tooLong(MAX_LENGTH.password) }) })
  .superRefine(withValidMobile);
export type MobileLoginInput = z.input<typeof mobileLoginSchema>;

export const otpRequestSchema = z.object({ email: emailField, captcha: captchaField });
export type OtpRequestInput = z.input<typeof otpRequestSchema>;

export const otpSchema = z.object({ otp: otpField });
export type OtpInput = z.input<typeof otpSchema>;

export const otpLoginSchema = z.object({ email: emailField, captcha: captchaField, otp: otpField });

export const guestLoginSchema = z
  .object({
    name: nameField,
    country_code: countryCodeField,
    mobile_number: mobileNumberField,
    email: emailField,
    terms_required: z.boolean(),
    accept_terms: z.boolean(),
  })
  .superRefine(withValidMobile)
  .superRefine((v, ctx) => {
    // Spec §5 Guest login: terms acceptance required when terms text exists.
    if (v.terms_required && !v.accept_terms) ctx.addIssue({ code: 'custom', path: ['accept_terms'], message: 'termsRequired' });
  });
export type GuestLoginInput = z.input<typeof guestLoginSchema>;

const accountFields = {
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  password: passwordField,
  confirm_password: confirmPasswordField,
};

export const registerSchema = z
  .object({ ...accountFields, accept_terms: z.boolean(), newsletter: z.boolean() })
  .superRefine(withValidMobile)
  .superRefine(withMatchingPasswords)
  .superRefine((v, ctx) => {
    if (!v.accept_terms) ctx.addIssue({ code: 'custom', path: ['accept_terms'], message: 'termsRequired' });
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** Entity types a business partner can register as. */
export { ENTITY_TYPES };

export const partnerSchema = z
  .object({
    contact_person: nameField,
    entity_type: z.enum(ENTITY_TYPES, { message: 'required' }),
    entity_name: z.string().trim().min(2, { message: 'nameMin' }).max(MAX_LENGTH.entityName, { message: tooLong(MAX_LENGTH.entityName) }),
    email: emailField,
    country_code: countryCodeField,
    mobile_number: mobileNumberField,
    password: passwordField,
    confirm_password: confirmPasswordField,
  })
  .superRefine(withValidMobile)
  .superRefine(withMatchingPasswords);
export type PartnerInput = z.input<typeof partnerSchema>;

export const forgotRequestSchema = z.object({ email: emailField, captcha: z.string().max(4096, { message: 'captchaRequired' }) });
export type ForgotRequestInput = z.input<typeof forgotRequestSchema>;

export const resetPasswordSchema = z
  .object({ password: passwordField, confirm_password: confirmPasswordField })
  .superRefine(withMatchingPasswords);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Registration booleans travel as 1/0 in the multipart body (spec §3). */
export function toMultipart(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined || v === null) continue;
    if (typeof v === 'boolean') fd.append(k, v ? '1' : '0');
    else if (v instanceof Blob) fd.append(k, v);
    else fd.append(k, String(v));
  }
  return fd;
}
