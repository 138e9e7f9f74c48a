import { z } from '@/lib/zod';
import { clockTime, isoDate, money, pagedSchema } from './catalogue-common';
import { orderStatusSchema } from './commerce';

/**
 * The self-service contract (issue 13): what a signed-in customer or partner manages after buying. Spec §7 does not
 * show these paths; they are designed in its style and written down in sandbox/README.md "Self-service". Wire
 * shapes only: the sandbox answers with these schemas, the storefront parses with them. Every path is scoped to the
 * bearer's customer: another customer's id answers 404.
 */

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);
const status = z.boolean();

// ---------------------------------------------------------------- GET/POST customers/profile (spec §3 profile form)
export const documentSchema = z.object({ name: z.string(), type: z.string(), size: z.number().int().nonnegative(), uploaded_at: z.string() });
export const profileSchema = z.object({
  id,
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  country_code: z.string().nullish(),
  mobile_number: z.string().nullish(),
  dob: isoDate.nullish(),
  gender: z.enum(['Male', 'Female']).nullish(),
  nationality: z.string().nullish(),
  id_proof_type_id: z.number().int().nullish(),
  id_proof_number: z.string().nullish(),
  expiry_date: isoDate.nullish(),
  passport_issue_date: isoDate.nullish(),
  place_of_birth: z.string().nullish(),
  religion_id: z.number().int().nullish(),
  /** Spec §3 customer_tag, the purpose of visit: one of the venue's customer tags (customers/all-tags). */
  customer_tag: z.object({ id: z.number().int(), name: z.string(), ar_name: z.string().nullish() }).nullish(),
  booking_reason: z.string().nullish(),
  /** Uploaded documents by key (e.g. id_front, passport). */
  documents: z.record(z.string(), documentSchema),
  /** A data: URL of the uploaded image (the sandbox keeps it in its database). */
  profile_image: z.string().nullish(),
  membership_card_number: z.string().nullish(),
  b2b_id: z.number().int().nullish(),
  b2b_type: z.string().nullish(),
  entity_name: z.string().nullish(),
});
export type ProfileWire = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ status, message: z.string().optional(), data: profileSchema });

/** A refused edit: the field names with the message keys of the `validation` namespace (lib/profile/rules.ts). */
export const fieldErrorsSchema = z.object({ code: z.literal('invalid'), errors: z.record(z.string(), z.string()) });

// ---------------------------------------------------------------- GET customers/bookings?type=&page=&preset=&sort_order=
export const BOOKING_TYPES = ['facility', 'trainer', 'academy', 'event', 'membership', 'retail'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
export const DATE_PRESETS = ['week', 'month', '3months'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const bookingSchema = z.object({
  order_id: id,
  token: z.string(),
  /** The line's index in its order. */
  line: z.number().int().nonnegative(),
  product_type: z.enum(['facility', 'event', 'membership', 'academy', 'trainer', 'pos', 'offer']),
  name: z.string(),
  ar_name: z.string().nullish(),
  detail: z.string().nullish(),
  ar_detail: z.string().nullish(),
  date: isoDate.nullish(),
  start_time: clockTime.nullish(),
  end_time: clockTime.nullish(),
  quantity: z.number().int().positive(),
  total: money,
  currency: z.string().length(3),
  order_status: orderStatusSchema,
  /** What paid the order and what of it went back (issue 23 item 4): a fully refunded order is shown as refunded. */
  order_paid: money.nullish(),
  order_refunded: money.nullish(),
  /** ISO date-time the order was placed (the history's sort key). */
  created_at: z.string(),
  /** Spec §3 facility booking record (facility lines only). */
  facility: z
    .object({
      facility_date: isoDate,
      facility_end_time: clockTime,
      is_booking_approved: z.number().int().nullish(),
      is_cid_approved: z.number().int().nullish(),
      status_id: z.number().int().nullish(),
      check_in_time: z.string().nullish(),
      check_out_time: z.string().nullish(),
      can_reschedule: flag,
      can_cancel: flag,
      /** Issue 23 item 2: what a move is checked against (the booking's facility, service and its window). */
      facility_id: z.number().int().positive().nullish(),
      venue_service_id: z.number().int().positive().nullish(),
      advance_booking_days_limit: z.number().int().nonnegative().nullish(),
      online_booking_delay: z.number().int().nonnegative().nullish(),
    })
    .nullish(),
  /**
   * Trainer and academy lines (issue 13 item 2): the package, the sessions bought and how many are used (an academy
   * session is used once its date has passed; a trainer session once the venue records it), a trainer session's
   * length, an academy's dates and weekdays (0 = Sunday … 6).
   */
  programme: z
    .object({
      package: z.string(),
      ar_package: z.string().nullish(),
      sessions: z.number().int().positive(),
      used: z.number().int().nonnegative(),
      session_minutes: z.number().int().positive().nullish(),
      start_date: isoDate.nullish(),
      end_date: isoDate.nullish(),
      days: z.array(z.number().int().min(0).max(6)).nullish(),
    })
    .nullish(),
  /** Membership instalments (membership lines bought on an instalment plan). */
  instalments: z.object({ count: z.number().int().positive(), paid: z.number().int().nonnegative(), amount: money, due_date: isoDate.nullish() }).nullish(),
});
export type BookingWire = z.infer<typeof bookingSchema>;
export const bookingsResponseSchema = pagedSchema(bookingSchema);

/** POST customers/bookings/{order_id}/reschedule: a facility line moved to another slot of the same facility. */
export const rescheduleRequestSchema = z.object({ line: z.number().int().nonnegative(), date: isoDate, start_time: clockTime, end_time: clockTime });
/** POST customers/bookings/{order_id}/cancel: the facility line is cancelled; what it cost goes back to the wallet. */
export const cancelBookingRequestSchema = z.object({ line: z.number().int().nonnegative() });
/** A refund's parts: how much goes back to which payment (issue 23 item 4: back where it came from). */
export const refundPartSchema = z.object({ to: z.enum(['card', 'wallet', 'qpoints', 'credit']), amount: money });
/** GET customers/bookings/{order_id}/refund?line=: what cancelling the line would refund, and where, before it is done. */
export const refundQuoteResponseSchema = z.object({ status, data: z.object({ amount: money, currency: z.string().length(3), parts: z.array(refundPartSchema) }) });
export const bookingChangeResponseSchema = z.object({ status, message: z.string(), data: bookingSchema, refund: z.array(refundPartSchema).nullish() });

// ---------------------------------------------------------------- money
export const ledgerEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Positive: money in; negative: money out. */
  amount: z.number(),
  description: z.string(),
  ar_description: z.string().nullish(),
  order_id: id.nullish(),
});
/** GET customers/wallet-history?kind=wallet|qpoints&page= */
export const ledgerResponseSchema = z.object({
  status,
  data: pagedSchema(ledgerEntrySchema).shape.data.extend({ balance: money, currency: z.string().length(3) }),
});
/** GET customers/transactions?page= */
export const transactionSchema = z.object({
  order_id: id,
  token: z.string(),
  /** The payment reference (card transaction id), or the order token when nothing went through the card. */
  reference: z.string(),
  status: orderStatusSchema,
  amount_paid: money,
  currency: z.string().length(3),
  paid: z.object({ card: money, wallet: money, qpoints: money, credit: money }),
  /** What of the order went back (its cancelled lines' refunds, issue 23 item 4). */
  refunded: money.nullish(),
  created_at: z.string(),
});
export const transactionsResponseSchema = pagedSchema(transactionSchema);
export const messageOnlySchema = z.object({ status, message: z.string() });

// ---------------------------------------------------------------- customers-associated (family) CRUD
/** The contact a family member and a partner's guest are both written with. */
const contactFields = { name: z.string(), email: z.string(), country_code: z.string(), mobile_number: z.string() };
export const familyInputSchema = z.object({
  ...contactFields,
  dob: z.string().optional(),
  gender: z.string().optional(),
  nationality: z.number().int().nullish(),
});

// ---------------------------------------------------------------- partners
export const invoiceSchema = z.object({
  id,
  number: z.string(),
  order_id: id,
  amount: money,
  due_date: isoDate,
  status: z.enum(['due', 'overdue', 'paid']),
});
/** GET partners/credit: credit limit and invoice dues (spec §6 business partner). */
export const partnerCreditResponseSchema = z.object({
  status,
  data: z.object({ currency: z.string().length(3), limit: money, used: money, available: money, dues: money, invoices: z.array(invoiceSchema) }),
});
export const guestRowSchema = z.object({ ...contactFields, nationality: z.string().optional() });
/** POST partners/guests: one row (manual participant entry) or many (wholesale bulk upload); all or nothing. */
export const guestUploadRequestSchema = z.object({ guests: z.array(guestRowSchema).min(1).max(500) });
export const guestSchema = z.object({ id, ...contactFields, nationality: z.string().nullish(), created_at: z.string() });
export const guestsResponseSchema = pagedSchema(guestSchema);
export const guestUploadResponseSchema = z.object({ status, message: z.string(), data: z.object({ imported: z.number().int().nonnegative() }) });
/** A refused upload: every bad cell, by 1-based row and column name; nothing was imported. */
export const rowErrorsSchema = z.object({ code: z.literal('invalid_rows'), errors: z.array(z.object({ row: z.number().int().positive(), column: z.string(), message: z.string() })) });

// ---------------------------------------------------------------- support tickets (when allow_support)
export const supportMessageSchema = z.object({ id, author: z.enum(['customer', 'venue']), message: z.string(), created_at: z.string() });
export const supportTicketSchema = z.object({
  id,
  subject: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  created_at: z.string(),
  updated_at: z.string(),
  order_id: id.nullish(),
});
export const supportTicketsResponseSchema = pagedSchema(supportTicketSchema);
export const supportTicketResponseSchema = z.object({ status, message: z.string().optional(), data: supportTicketSchema.extend({ messages: z.array(supportMessageSchema) }) });
export const supportOpenRequestSchema = z.object({ subject: z.string(), message: z.string(), order_id: id.nullish() });
export const supportReplyRequestSchema = z.object({ message: z.string() });
