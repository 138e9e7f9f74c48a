import { combinePhone } from '../validation/phone';

/**
 * The payer form's number as the order's mobile (spec §5 Mobile: plus, country code, number). Apart from the schemas
 * in ./request.ts so the cart island places an order without loading zod (issue 27 §2).
 */
export const payerMobile = (v: { countryCode: string; mobileNumber: string }): string => combinePhone(v.countryCode, v.mobileNumber);
