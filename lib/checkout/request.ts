import { z } from '@/lib/zod';
import { orderBundleSchema } from '../provider/commerce';
import { emailField, nameField } from '../validation/fields';
import { isValidPhone } from '../validation/phone';
import { payerMobile } from './payer-mobile';

/** The payer's names and email (spec §3 order payload first_name, last_name, email): one rule for the form and the order. */
const payerNames = { firstName: nameField, lastName: nameField, email: emailField };
/** The payer's mobile as the order carries it: plus, country code and number (spec §5 Mobile). */
const payerMobileField = z.string().trim().min(1, { message: 'mobileRequired' }).max(20).regex(/^\+?\d{9,18}$/, { message: 'mobileInvalid' });

/**
 * The checkout's payer form (components/checkout, react-hook-form + zodResolver): the same name and email rules as
 * the order request below, the number checked with its country code and, combined, against the order's mobile rule.
 * Messages are validation keys (messages `validation.*`).
 */
export const payerFormSchema = z
  .object({ ...payerNames, countryCode: z.string(), mobileNumber: z.string() })
  .superRefine((v, ctx) => {
    if (!v.mobileNumber.trim()) ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: 'mobileRequired' });
    else if (!isValidPhone(v.countryCode, v.mobileNumber) || !payerMobileField.safeParse(payerMobile(v)).success) {
      ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: 'mobileInvalid' });
    }
  });
export type PayerForm = z.input<typeof payerFormSchema>;

/** The form's number as the order's mobile. */
export { payerMobile };

/**
 * What the cart island posts to /api/checkout/order: the bundle (ids and quantities, spec §3), how the customer
 * pays, the payer's details and the promotion. Checked again on the server; a bad field answers 422 with
 * validation keys (messages `validation.*`), never a 500.
 */
export const checkoutRequestSchema = z.object({
  bundle: orderBundleSchema,
  payment: z.object({
    method: z.enum(['card', 'wallet', 'qpoints', 'credit']),
    cardId: z.string().trim().max(40).nullish(),
    saveCard: z.boolean().optional(),
  }),
  payer: z.object({ ...payerNames, mobile: payerMobileField, gender: z.enum(['Male', 'Female']).nullish() }),
  promotionCode: z.string().trim().max(40).nullish(),
  memberCardNumber: z.string().trim().max(40).nullish(),
  orderNotes: z.string().max(1000).nullish(),
  locale: z.enum(['en', 'ar']).default('en'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The route's answer to the island: the order result (spec §4) or a failure with the provider's message. */
export type CheckoutAnswer =
  | {
      ok: true;
      token: string;
      orderId: number;
      /** 'redirect' to the payment page, 'approval' when the venue must approve, 'done' when nothing is left to pay. */
      result: 'redirect' | 'approval' | 'done';
      payment: { url: string; transactionId: string | null; formPost: boolean } | null;
    }
  | { ok: false; status: number; code: string; message: string | null; fields?: Record<string, string> };

/** Spec §4 order result from the provider's answer. */
export function orderResult(
  data: { pg: string | null; url: string | null; transactionId: string | null; isApprovalRequired: boolean; token: string; order_id: number },
  formPost: boolean,
): Extract<CheckoutAnswer, { ok: true }> {
  if (data.url) return { ok: true, token: data.token, orderId: data.order_id, result: 'redirect', payment: { url: data.url, transactionId: data.transactionId, formPost } };
  return { ok: true, token: data.token, orderId: data.order_id, result: data.isApprovalRequired ? 'approval' : 'done', payment: null };
}

/** The route's answer when the order is placed, as the browser's client parses it (lib/api/commerce.ts submitOrder). */
export const placedOrderSchema = z.object({
  ok: z.literal(true),
  token: z.string(),
  orderId: z.number(),
  result: z.enum(['redirect', 'approval', 'done']),
  payment: z.object({ url: z.string(), transactionId: z.string().nullable(), formPost: z.boolean() }).nullable(),
});
export type PlacedOrder = Extract<CheckoutAnswer, { ok: true }>;
