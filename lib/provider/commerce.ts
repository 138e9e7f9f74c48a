import { z } from '@/lib/zod';
import { clockTime, isoDate, money } from './catalogue-common';

/**
 * The commerce contract (spec §7 workshops/check, benefits/verify, orders; and the calls spec §7 does not show but
 * the storefront needs: GET orders/{token}, GET customers/balances, GET customers/cards). Wire shapes only: the
 * sandbox validates its requests and answers with these schemas, the storefront parses with them and reshapes into
 * app types (lib/orders/types.ts, lib/cart/types.ts); the builders of what the storefront sends and the reshaping of
 * what it gets are in commerce-shapes.ts. Written down in docs/commerce.md.
 */

const id = z.number().int().positive();
const qty = z.number().int().min(1).max(999);
const flag = z.union([z.literal(0), z.literal(1)]);

// ---------------------------------------------------------------- POST workshops/check (spec §7)
export const workshopCheckRequestSchema = z.object({
  workshop_program_id: id,
  /** The academy package chosen (spec: product_id). */
  product_id: id,
  start_date: isoDate,
  /** Weekday indexes 0 (Sunday) … 6 chosen for the programme's sessions (spec §3 weekday table). */
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
});
export const workshopCheckResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ price: money, tax_amount: money, sessions: z.number().int().nonnegative().optional(), end_date: isoDate.optional() }),
});

// ---------------------------------------------------------------- POST benefits/verify (spec §7)
/** One cart line as benefits/verify wants it; `indexes` are the cart lines it stands for (spec §7). */
export const benefitProductSchema = z.object({
  quantity: qty,
  venue_id: id,
  price: money,
  tax: money,
  date: isoDate.nullish(),
  start_time: clockTime.nullish(),
  ids: z.object({ product_id: id, product_type: z.enum(['facility', 'event', 'membership', 'academy', 'trainer', 'pos', 'offer']) }),
  isAddon: flag,
  parent_product_id: id.nullish(),
  indexes: z.array(z.number().int().nonnegative()).min(1),
});
export const benefitsVerifyRequestSchema = z
  .object({
    products: z.array(benefitProductSchema).min(1).max(100),
    mobile: z.string().max(20).nullish(),
    promotion_code: z.string().trim().min(1).max(40).optional(),
    card_number: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => !!b.promotion_code !== !!b.card_number, { message: 'promotion_code or card_number' });
export type BenefitsRequestWire = z.input<typeof benefitsVerifyRequestSchema>;
export const benefitsVerifyResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({
    promotion_code: z.string().nullable(),
    /** 'promo' for a code, 'memberships' for member card benefits (spec §3 promotion type). */
    type: z.enum(['promo', 'memberships']),
    products: z.array(
      z.object({
        indexes: z.array(z.number().int().nonnegative()),
        discount_price: money,
        discount_tax: money,
        discount_total: money,
        /** Percentage or amount off, as the provider states it. */
        discount: money,
      }),
    ),
    total_discount: money,
  }),
  message: z.string().optional(),
});

// ---------------------------------------------------------------- POST orders (spec §3 order payload, §7)
export const customerBlockSchema = z
  .object({
    name: z.string().max(120),
    email: z.string().max(120).nullish(),
    mobile_number: z.string().max(20).nullish(),
    country_code: z.string().max(5).nullish(),
    customer_id: id.nullish(),
    save_detail_for_future: flag.optional(),
  })
  .passthrough();
/** No price travels in the bundle: the provider prices the order from its own catalogue (tampering changes nothing). */
export const orderBundleSchema = z.object({
  capacity_facility: z
    .array(
      z.object({
        product_id: id,
        quantity: qty,
        facility_id: id,
        venue_service_id: id,
        date: isoDate,
        start_time: clockTime,
        end_time: clockTime,
        customers: z.array(customerBlockSchema).max(100).default([]),
        addons: z.array(z.object({ product_id: id, quantity: qty })).max(50).default([]),
      }),
    )
    .default([]),
  event: z.array(z.object({ event_id: id, event_ticket_id: id, schedule_id: id, quantity: qty })).default([]),
  membership: z
    .array(z.object({ membership_id: id, membership_package_id: id, instalment_id: id.nullable(), start_date: isoDate, customers: z.array(customerBlockSchema).max(20).default([]) }))
    .default([]),
  workshop: z
    .array(z.object({ workshop_id: id, workshop_program_id: id, product_id: id, start_date: isoDate, days: z.array(z.number().int().min(0).max(6)).min(1), quantity: qty }))
    .default([]),
  training: z.array(z.object({ trainer_id: id, training_package_id: id, quantity: qty })).default([]),
  offers: z.array(z.object({ offer_id: id, quantity: qty })).default([]),
  pos: z.array(z.object({ outlet_id: id.nullable(), product_id: id, quantity: qty })).default([]),
});
export type OrderBundle = z.input<typeof orderBundleSchema>;
export type CustomerBlockWire = z.input<typeof customerBlockSchema>;

/**
 * Multipart fields of POST orders (spec §3 order payload). Booleans go as '1'/'0'; `products` is the bundle as JSON.
 * `return_url` is the storefront origin the hosted payment page sends the browser back to (same-origin, checked).
 * Header `idempotency-key`: a repeat answers the first attempt's answer.
 */
export const orderFieldsSchema = z.object({
  cardId: z.string().max(40).optional(),
  card_number: z.string().max(40).optional(),
  email: z.string().max(120).optional(),
  first_name: z.string().max(60).optional(),
  last_name: z.string().max(60).optional(),
  gender: z.string().max(10).optional(),
  mobile: z.string().max(20).optional(),
  customerId: z.string().max(20).optional(),
  is_wallet: z.enum(['0', '1']).default('0'),
  is_qpoints: z.enum(['0', '1']).default('0'),
  /** Partner credit facility (spec §6). */
  is_credit: z.enum(['0', '1']).default('0'),
  save_card: z.enum(['0', '1']).default('0'),
  promotion_code: z.string().max(40).optional(),
  order_notes: z.string().max(1000).optional(),
  isBaps: z.enum(['0', '1']).default('0'),
  is_anonymous: z.enum(['0', '1']).default('0'),
  products: z.string().max(200_000),
  return_url: z.string().max(300),
  locale: z.enum(['en', 'ar']).default('en'),
});

export const orderResponseSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z
    .object({
      /** Payment gateway name; null when nothing is left to pay by card. */
      pg: z.string().nullable(),
      url: z.string().nullable(),
      transactionId: z.string().nullable(),
      isApprovalRequired: z.boolean(),
      /** The order's unguessable token: /paymentsuccess/{token}. */
      token: z.string(),
      order_id: id,
    })
    .nullable(),
});

/**
 * DELETE orders/pending (bearer): the cart warning's Clear Cart (spec §4). Cancels the customer's orders still waiting
 * for payment, releasing their places and giving back wallet, q-points and credit, so a new order is accepted.
 */
export const cancelPendingResponseSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.object({ cancelled: z.number().int().nonnegative() }),
});

// ---------------------------------------------------------------- GET orders/{token}
export const orderStatusSchema = z.enum(['pending_payment', 'paid', 'approval_required', 'failed', 'cancelled', 'expired', 'refunded']);
const localized = { name: z.string(), ar_name: z.string().nullish() };
/** What an order line or ticket is and when: its name, what/where (e.g. the facility or event), date and times. */
const lineFacts = {
  ...localized,
  detail: z.string().nullish(),
  ar_detail: z.string().nullish(),
  date: isoDate.nullish(),
  start_time: clockTime.nullish(),
  end_time: clockTime.nullish(),
};
export const orderDetailSchema = z.object({
  order_id: id,
  token: z.string(),
  status: orderStatusSchema,
  created_at: z.string(),
  currency: z.string().min(3).max(3),
  venue: z.object({ ...localized, address: z.string().nullish(), ar_address: z.string().nullish() }),
  customer: z.object({ name: z.string(), email: z.string().nullish(), mobile: z.string().nullish() }),
  lines: z.array(
    z.object({
      product_type: z.enum(['facility', 'event', 'membership', 'academy', 'trainer', 'pos', 'offer', 'addon']),
      ...lineFacts,
      quantity: qty,
      price: money,
      tax_amount: money,
      discount: money.default(0),
      total: money,
      /** Issue 24 item 3: a membership line's period end and plan (the package's whole price and tax, its instalment count). */
      membership: z
        .object({ end_date: isoDate, duration_months: z.number().int().min(1).max(600), package_price: money, package_tax: money, instalments: z.number().int().min(1).max(120) })
        .nullish(),
      /** An outlet or retail line: the outlet it comes from and where it is. */
      outlet: z.object({ ...localized, location: z.string().nullish(), ar_location: z.string().nullish() }).nullish(),
      /** An offer line: what it includes and until when. */
      offer: z.object({ description: z.string().nullish(), ar_description: z.string().nullish(), valid_until: isoDate.nullish() }).nullish(),
    }),
  ),
  tickets: z.array(
    z.object({
      /** What the gate scans (the QR code's content). */
      code: z.string().min(6).max(64),
      product_type: z.string(),
      ...lineFacts,
      holder: z.string().nullish(),
    }),
  ),
  subtotal: money,
  tax: money,
  discount: money,
  total: money,
  paid: z.object({ card: money, wallet: money, qpoints: money, credit: money }),
  /** Card payment reference when paid by card. */
  transaction_id: z.string().nullish(),
  /** Issue 23 item 4: what was refunded (a cancelled booking line) and where it went. */
  refunds: z.array(z.object({ to: z.enum(['card', 'wallet', 'qpoints', 'credit']), amount: money })).nullish(),
});
export const orderDetailResponseSchema = z.object({ status: z.boolean(), data: orderDetailSchema });

// ---------------------------------------------------------------- GET customers/balances, GET customers/cards
export const balancesResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({
    currency: z.string().min(3).max(3),
    wallet: money,
    /** Loyalty points; 1 point pays 1 unit of the venue currency in the sandbox. */
    qpoints: money,
    credit: z.object({ limit: money, used: money, available: money }).nullable(),
  }),
});
export const savedCardsResponseSchema = z.object({
  status: z.boolean(),
  data: z.array(z.object({ id: z.string(), card_number: z.string(), expiry: z.string().nullish(), holder: z.string().nullish() })),
});

/**
 * POST orders/quote (issue 23, docs/commerce.md): the provider prices the same bundle the order would carry (no
 * prices from the browser) with the cart's promo code or member card, so the checkout's total and its Pay button
 * show what will be charged. Figures: `subtotal` before VAT and discounts, `tax` after discounts, `discount` the
 * price part of the discounts, `total` = subtotal + tax − discount.
 */
export const orderQuoteRequestSchema = z.object({
  products: orderBundleSchema,
  promotion_code: z.string().max(40).nullish(),
  card_number: z.string().max(40).nullish(),
});
export const orderQuoteResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({
    lines: z
      .array(z.object({ product_type: z.string().max(20), quantity: qty, price: money, tax_amount: money, discount: money, total: money }))
      .max(500),
    subtotal: money,
    tax: money,
    discount: money,
    total: money,
  }),
});

/**
 * GET orders/pending (bearer; issue 24 item 1, a departure from spec §7 in docs/decisions.md): the customer's order
 * still waiting for the card, with when its hold ends and the same payment page it was sent to, so the cart and the
 * second-order warning can offer to continue or cancel it; `data: null` when there is none (or it expired).
 */
export const pendingOrderSchema = z.object({
  order_id: id,
  token: z.string(),
  /** When the order's hold on its places ends (ISO date-time); past it the order expires and its places go. */
  expires_at: z.string(),
  currency: z.string().min(3).max(3),
  total: money,
  payment: z.object({ pg: z.string().nullable(), url: z.string().max(500), transactionId: z.string().max(100) }),
  lines: z
    .array(z.object({ product_type: z.enum(['facility', 'event', 'membership', 'academy', 'trainer', 'pos', 'offer', 'addon']), ...lineFacts, quantity: qty, total: money }))
    .max(500),
});
export const pendingOrderResponseSchema = z.object({ status: z.boolean(), data: pendingOrderSchema.nullable() });
