import { zodResolver } from '@hookform/resolvers/zod';
import { captchaField } from '@/lib/validation/fields';
import { forgotRequestSchema, guestLoginSchema, mobileLoginSchema, otpRequestSchema, otpSchema, partnerSchema, registerSchema, resetPasswordSchema } from '@/lib/validation/forms';

/** The account forms' resolvers with their zod schemas: loaded on first use through ./resolvers (issue 27 §2). */
export const mobileLogin = zodResolver(mobileLoginSchema);
export const otpRequest = zodResolver(otpRequestSchema);
export const register = zodResolver(registerSchema);
export const partner = zodResolver(partnerSchema);
export const guestLogin = zodResolver(guestLoginSchema);
export const forgotRequest = zodResolver(forgotRequestSchema);
export const forgotRequestWithCaptcha = zodResolver(forgotRequestSchema.extend({ captcha: captchaField }));
export const otp = zodResolver(otpSchema);
export const resetPassword = zodResolver(resetPasswordSchema);
