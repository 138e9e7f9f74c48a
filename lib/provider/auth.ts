import { z } from '@/lib/zod';
import { customerContactFields } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';

/** Wire schemas and calls of the auth area (spec §3 User, §7 auth calls). Shared with the sandbox. */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));

export const customerWireSchema = z.object({
  id: z.number(),
  ...customerContactFields,
  name: z.string().nullish(),
  is_anonymous: flag.optional().default(0),
  membership_card_number: z.string().nullish(),
  b2b_id: z.number().nullish(),
  b2b_type: z.string().nullish(),
  entity_name: z.string().nullish(),
  profile_image: z.string().nullish(),
  nationality: z.string().nullish(),
  dob: z.string().nullish(),
  gender: z.enum(['Male', 'Female']).nullish(),
});
export type CustomerWire = z.input<typeof customerWireSchema>;

export const loginResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().nullish(),
  data: z.object({ token: z.string().min(16), customer: customerWireSchema }),
});

export const messageResponseSchema = z.object({ status: z.literal(true), message: z.string().nullish(), data: z.unknown().optional() });

export const loginPassResponseSchema = z.object({ status: z.literal(true), data: z.object({ url: z.string().url() }) });

export const passwordOtpResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().nullish(),
  data: z.object({ c_token: z.string().min(8) }),
});

export const passwordValidateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().nullish(),
  customer_data: z.object({ first_name: z.string().nullish(), email: z.string().nullish() }).nullish(),
});

export const registerResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().nullish(),
  /** A partner awaiting approval gets no token. */
  data: z.object({ token: z.string().min(16).nullish(), customer: customerWireSchema, approval_required: flag.optional().default(0) }),
});

export const profileResponseSchema = z.object({ status: z.literal(true), data: customerWireSchema });

/** The signed-in user as the storefront keeps it (spec §3 User). */
export interface SessionUser {
  id: number;
  name: string;
  email: string | null;
  anonymous: boolean;
  membershipCardNumber: string | null;
  b2bId: number | null;
  b2bType: string | null;
}

/** Spec §3: display name is first_name plus last_name when a first name exists, otherwise name. */
export function displayName(c: Pick<CustomerWire, 'first_name' | 'last_name' | 'name'>): string {
  if (c.first_name) return [c.first_name, c.last_name].filter(Boolean).join(' ');
  return c.name ?? '';
}

export function reshapeCustomer(c: z.output<typeof customerWireSchema>): SessionUser {
  return {
    id: c.id,
    name: displayName(c),
    email: c.email ?? null,
    anonymous: c.is_anonymous === 1,
    membershipCardNumber: c.membership_card_number ?? null,
    b2bId: c.b2b_id ?? null,
    b2bType: c.b2b_type ?? null,
  };
}

type Ctx = RequestContext;
const post = <S extends z.ZodTypeAny>(path: string, ctx: Ctx, body: unknown, schema: S) =>
  providerRequest(path, { method: 'POST', ctx, body, schema, timeoutMs: 10_000 });

export const authCalls = {
  login: (ctx: Ctx, b: { country_code: string; mobile_number: string; password: string }) =>
    post('auth/login', ctx, { ...b, username: `${b.country_code}${b.mobile_number}` }, loginResponseSchema),
  otpGenerate: (ctx: Ctx, b: { email: string; recaptcha_response: string }) =>
    post('auth/login/otp-generate', ctx, { ...b, username: b.email }, messageResponseSchema),
  otpLogin: (ctx: Ctx, b: { email: string; otp: string; recaptcha_response: string }) => post('auth/login/otp-login', ctx, b, loginResponseSchema),
  loginPass: (ctx: Ctx, b: { redirect_uri: string }) => post('auth/login-pass', ctx, b, loginPassResponseSchema),
  loginUaePass: (ctx: Ctx, b: { token: string }) => post('auth/login-uae-pass', ctx, b, loginResponseSchema),
  guestLogin: (ctx: Ctx, b: { name: string; country_code: string; mobile_number: string; email: string }) =>
    post('auth/guest-login', ctx, b, loginResponseSchema),
  passwordOtpGenerate: (ctx: Ctx, b: { email: string; recaptcha_response: string }) =>
    post('auth/password/otp/generate', ctx, { ...b, username: b.email }, passwordOtpResponseSchema),
  /** spec §7: otp, mobile and email. The forgot-password flow identifies by email, so `mobile` may be empty, never absent. */
  passwordOtpValidate: (ctx: Ctx, b: { otp: string; email: string; mobile: string }) =>
    post('auth/password/otp/validate', ctx, { otp: b.otp, mobile: b.mobile, email: b.email }, passwordValidateResponseSchema),
  passwordReset: (ctx: Ctx, b: { password: string; confirm_password: string; c_token: string }) =>
    post('auth/password/reset', ctx, b, messageResponseSchema),
  registrationOtp: (ctx: Ctx, b: { email: string; mobile: string }) => post('auth/otp/generate', ctx, b, messageResponseSchema),
  validateOtp: (ctx: Ctx, b: { otp: string; email: string; mobile: string }) => post('auth/otp/validate-otp', ctx, b, messageResponseSchema),
  register: (ctx: Ctx, form: FormData) => post('auth/register', ctx, form, registerResponseSchema),
  verifyCustomer: (ctx: Ctx, b: { token: string }) => post('auth/verify-customer', ctx, b, messageResponseSchema),
  logout: (ctx: Ctx) => post('auth/logout', ctx, {}, messageResponseSchema),
  me: (ctx: Ctx, fetchImpl?: typeof fetch) => providerRequest('customers/me', { ctx, schema: profileResponseSchema, timeoutMs: 8000, fetchImpl }),
};
