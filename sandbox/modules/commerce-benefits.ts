import {
  benefitsVerifyRequestSchema,
  benefitsVerifyResponseSchema,
  workshopCheckRequestSchema,
  workshopCheckResponseSchema,
} from '../../lib/provider/commerce';
import type { DB } from '../db';
import type { z } from 'zod';
import { checked, fail, type Reply, type Router } from '../http';
import { addDays } from './clock';
import { PricingError, quoteWorkshop } from './commerce-pricing';
import { commerceVenue, round2, venueInfo, type LineType, type VenueInfo } from './commerce-store';

/**
 * Promo codes and member card benefits (spec §3 promotion, §7 benefits/verify) and workshops/check. The order
 * applies the same benefit again from its own prices (POST orders re-verifies the code).
 */
export interface Benefit {
  code: string | null;
  type: 'promo' | 'memberships';
  percent: number;
  appliesTo: 'all' | LineType[];
}

export const PROMO_MESSAGES = {
  unknown: 'Invalid promo code',
  expired: 'Promo code expired',
  notValid: 'promo not valid for selected tickets',
  cardUnknown: 'Invalid membership card',
  cardNotApplicable: "membership can't be applied",
} as const;

export function findPromo(db: DB, venue: VenueInfo, raw: string): Benefit {
  const code = raw.trim().toUpperCase();
  const promo = commerceVenue(db, venue.token).promo_codes.find((p) => p.code.toUpperCase() === code);
  if (!promo) throw new PricingError(422, 'promo_invalid', PROMO_MESSAGES.unknown);
  if (promo.expires_day_offset != null && addDays(venue.today, promo.expires_day_offset) < venue.today) {
    throw new PricingError(422, 'promo_invalid', PROMO_MESSAGES.expired);
  }
  return { code: promo.code, type: 'promo', percent: promo.percent, appliesTo: promo.applies_to };
}

/** A member card number (spec §7 card_number) of a customer; the venue's member benefits apply. */
export function findCardBenefit(db: DB, venue: VenueInfo, raw: string): Benefit {
  const member = db.prepare('SELECT 1 FROM customers WHERE membership_card_number = ? AND is_anonymous = 0').get(raw.trim());
  const benefits = commerceVenue(db, venue.token).member_benefits;
  if (!member) throw new PricingError(422, 'promo_invalid', PROMO_MESSAGES.cardUnknown);
  if (!benefits) throw new PricingError(422, 'promo_invalid', PROMO_MESSAGES.cardNotApplicable);
  return { code: null, type: 'memberships', percent: benefits.percent, appliesTo: benefits.applies_to };
}

export const applies = (b: Benefit, type: LineType) => b.appliesTo === 'all' || b.appliesTo.includes(type);

/** Decimal to fils, as the provider keeps money (halves away from zero). */
export const fils = (n: number) => Math.round(round2(n) * 100);

/**
 * The discount of one line (quantity included): percent of the line's price and of its VAT, each rounded to the
 * fils; the total is their sum, so (price + tax) × quantity − discount_total is the line's amount and
 * tax × quantity − discount_tax its VAT after the discount (spec §3 cart item discount).
 */
export function lineDiscount(b: Benefit, price: number, tax: number, quantity: number) {
  const p = Math.round((fils(price) * quantity * b.percent) / 100);
  const t = Math.round((fils(tax) * quantity * b.percent) / 100);
  return { discount_price: p / 100, discount_tax: t / 100, discount_total: (p + t) / 100, discount: b.percent };
}

export const notApplicable = (b: Benefit) =>
  new PricingError(422, 'promo_invalid', b.type === 'promo' ? PROMO_MESSAGES.notValid : PROMO_MESSAGES.cardNotApplicable);

const pricingFail = (e: unknown) => {
  if (e instanceof PricingError) return fail(e.status, e.message, { code: e.code });
  throw e;
};

export function benefitRoutes(r: Router): void {
  /** A POST priced for the site-token's venue: 404 without one, 422 (`invalid`) for a body outside the contract. */
  const priced = <S extends z.ZodTypeAny>(path: string, schema: S, invalidMessage: string, act: (db: DB, venue: VenueInfo, data: z.output<S>) => Reply) =>
    r.add('POST', path, ({ db, body, venueToken }) => {
      const venue = venueInfo(db, venueToken);
      if (!venue) return fail(404, 'Venue not found');
      const req = schema.safeParse(body);
      if (!req.success) return fail(422, invalidMessage, { code: 'invalid' });
      try {
        return act(db, venue, req.data);
      } catch (e) {
        return pricingFail(e);
      }
    });
  priced('/api/v2/benefits/verify', benefitsVerifyRequestSchema, 'Invalid products', (db, venue, data) => {
    const b = data.promotion_code ? findPromo(db, venue, data.promotion_code) : findCardBenefit(db, venue, data.card_number!);
    const products = data.products
      .filter((p) => applies(b, p.isAddon ? 'addon' : p.ids.product_type))
      .map((p) => ({ indexes: p.indexes, ...lineDiscount(b, p.price, p.tax, p.quantity) }));
    if (!products.length) throw notApplicable(b);
    return checked(benefitsVerifyResponseSchema, {
      status: true,
      message: b.type === 'promo' ? 'Promo code applied' : 'Membership benefits applied',
      data: { promotion_code: b.code, type: b.type, products, total_discount: products.reduce((n, p) => n + fils(p.discount_total), 0) / 100 },
    });
  });

  priced('/api/v2/workshops/check', workshopCheckRequestSchema, 'workshop_program_id, product_id, start_date and days are required', (db, venue, data) => {
    const q = quoteWorkshop(db, venue, data);
    return checked(workshopCheckResponseSchema, { status: true, data: { price: q.price, tax_amount: q.tax_amount, sessions: q.sessions, end_date: q.end_date } });
  });
}
