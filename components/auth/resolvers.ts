import { lazyResolver } from '@/components/forms/lazy-resolver';

/**
 * The account forms' resolvers, each loading zod and the form's schema (lib/validation/forms.ts) on first use rather
 * than with the page (issue 27 §2). The schemas are the same ones the server actions check again.
 */
const load = () => import('./form-resolvers');
export const mobileLoginResolver = lazyResolver(() => load().then((m) => m.mobileLogin));
export const otpRequestResolver = lazyResolver(() => load().then((m) => m.otpRequest));
export const registerResolver = lazyResolver(() => load().then((m) => m.register));
export const partnerResolver = lazyResolver(() => load().then((m) => m.partner));
export const guestLoginResolver = lazyResolver(() => load().then((m) => m.guestLogin));
export const forgotRequestResolver = lazyResolver(() => load().then((m) => m.forgotRequest));
export const forgotRequestCaptchaResolver = lazyResolver(() => load().then((m) => m.forgotRequestWithCaptcha));
export const otpResolver = lazyResolver(() => load().then((m) => m.otp));
export const resetPasswordResolver = lazyResolver(() => load().then((m) => m.resetPassword));
