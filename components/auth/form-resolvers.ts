import { zodResolver } from '@hookform/resolvers/zod';
import { guestLoginSchema, mobileLoginSchema, otpRequestSchema, partnerSchema, registerSchema } from '@/lib/validation/forms';

/** The account forms' resolvers with their zod schemas: loaded on first use through ./resolvers (issue 27 §2). */
export const mobileLogin = zodResolver(mobileLoginSchema);
export const otpRequest = zodResolver(otpRequestSchema);
export const register = zodResolver(registerSchema);
export const partner = zodResolver(partnerSchema);
export const guestLogin = zodResolver(guestLoginSchema);
