import type { Benefits, Cart, CartItem, CheckoutInput } from '../cart/types';
import type { BenefitsRequestWire, CustomerBlockWire, OrderBundle, benefitsVerifyResponseSchema } from './commerce';
import type { SyncProductWire } from './facilities';
import type { z } from '@/lib/zod';

/**
 * The commerce wire shapes the storefront builds from its cart (lib/cart/types.ts) and the answers it reshapes back
 * (spec §3 order payload, §7 cart/sync, benefits/verify, orders). Pure functions, no zod at run time: the browser's
 * typed clients (lib/api/cart.ts, lib/api/commerce.ts) and the order route (lib/checkout/) both use them, and
 * commerce.test.ts holds them to the contract schemas.
 */

// ---------------------------------------------------------------- cart/sync (spec §7)
/** The facility lines of items as cart/sync products. Add-ons hold no slot. */
export function syncProducts(items: readonly CartItem[], quantity?: (i: CartItem) => number): SyncProductWire[] {
  return items
    .filter((i) => i.facility && !i.isAddon)
    .map((i) => ({
      product_id: i.productId,
      quantity: quantity ? quantity(i) : i.quantity,
      date: i.facility!.date,
      start_time: i.facility!.start,
      end_time: i.facility!.end,
      facility_id: i.facility!.facilityId,
    }));
}

// ---------------------------------------------------------------- benefits/verify (spec §7)
const parentOf = (items: readonly CartItem[], addon: CartItem): number | null =>
  items.find((i) => !i.isAddon && i.groupKey === addon.groupKey && i.productType === 'facility')?.productId ?? null;

function lineDate(i: CartItem): { date: string | null; start: string | null } {
  if (i.facility) return { date: i.facility.date, start: i.facility.start };
  if (i.event) return { date: i.event.date, start: i.event.start };
  if (i.membership) return { date: i.membership.startDate, start: null };
  if (i.academy) return { date: i.academy.startDate, start: null };
  return { date: null, start: null };
}

/** The benefits/verify request: one product per cart line, `indexes` naming it; a promo code or a member card, never both. */
export function benefitsRequest(cart: Cart, by: { promotionCode: string } | { cardNumber: string }, mobile?: string | null): BenefitsRequestWire {
  const products = cart.items.map((i, index) => {
    const when = lineDate(i);
    // An add-on's date is its ticket's.
    const parent = i.isAddon ? cart.items.find((p) => !p.isAddon && p.groupKey === i.groupKey && p.facility) : undefined;
    const at = parent ? lineDate(parent) : when;
    return {
      quantity: i.quantity,
      venue_id: i.venueId,
      price: i.price,
      tax: i.taxAmount,
      date: at.date,
      start_time: at.start,
      ids: { product_id: i.productId, product_type: i.productType },
      isAddon: i.isAddon ? (1 as const) : (0 as const),
      parent_product_id: i.isAddon ? parentOf(cart.items, i) : null,
      indexes: [index],
    };
  });
  return {
    products,
    mobile: mobile ?? null,
    ...('promotionCode' in by ? { promotion_code: by.promotionCode.trim() } : { card_number: by.cardNumber.trim() }),
  };
}

/** The benefits/verify answer as the cart applies it (lib/cart/benefits.ts applyBenefits). */
export function reshapeBenefits(w: z.output<typeof benefitsVerifyResponseSchema>['data']): Benefits {
  return {
    code: w.promotion_code,
    type: w.type,
    lines: w.products.map((p) => ({ indexes: p.indexes, price: p.discount_price, tax: p.discount_tax, total: p.discount_total })),
  };
}

// ---------------------------------------------------------------- POST orders (spec §3 order payload)
type Block = CustomerBlockWire & { name: string; save_detail_for_future: 0 | 1 };

const str = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

/** A visitor block of the booking modal as the order's customer block (spec §3 guest entry / visitor block). */
export function customerBlock(raw: unknown, saveToFamily: boolean): Block | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  const name = str(v.name, 120);
  if (!name) return null;
  const id = typeof v.customer_id === 'number' && Number.isInteger(v.customer_id) && v.customer_id > 0 ? v.customer_id : null;
  const save = saveToFamily || v.save_detail_for_future === true || v.save_detail_for_future === 1;
  return {
    ...v,
    name,
    email: str(v.email, 120) ?? null,
    mobile_number: str(v.mobile_number, 20) ?? null,
    country_code: str(v.country_code, 5) ?? null,
    customer_id: id,
    save_detail_for_future: save ? 1 : 0,
  };
}

const customers = (i: CartItem) => i.customers.map((c) => customerBlock(c, i.saveToFamily === true)).filter((c): c is Block => c !== null);

/**
 * The order's product bundle, grouped as capacity_facility, event, membership, workshop, training, offers, pos; a
 * facility ticket carries the add-ons of its group. Ids and quantities only: no price ever travels, the provider
 * prices the order from its own catalogue, so a price tampered with in the browser's storage changes nothing.
 */
export function orderBundle(items: readonly CartItem[]): Required<OrderBundle> {
  const b: Required<OrderBundle> = { capacity_facility: [], event: [], membership: [], workshop: [], training: [], offers: [], pos: [] };
  const addonsTaken = new Set<string>();
  for (const i of items) {
    if (i.productType === 'facility' && i.facility && !i.isAddon) {
      // The group's add-ons ride on its first ticket (spec §4: lines added together share a group key).
      const addons = items
        .filter((a) => a.isAddon && a.groupKey === i.groupKey && !addonsTaken.has(a.key))
        .map((a) => {
          addonsTaken.add(a.key);
          return { product_id: a.productId, quantity: a.quantity };
        });
      b.capacity_facility.push({
        product_id: i.productId,
        quantity: i.quantity,
        facility_id: i.facility.facilityId,
        venue_service_id: i.facility.venueServiceId,
        date: i.facility.date,
        start_time: i.facility.start,
        end_time: i.facility.end,
        customers: customers(i),
        addons,
      });
    } else if (i.productType === 'event' && i.event) {
      b.event.push({ event_id: i.event.eventId, event_ticket_id: i.event.ticketId, schedule_id: i.event.scheduleId, quantity: i.quantity });
    } else if (i.productType === 'membership' && i.membership) {
      b.membership.push({
        membership_id: i.membership.membershipId,
        membership_package_id: i.membership.packageId,
        instalment_id: i.membership.instalmentId,
        start_date: i.membership.startDate,
        customers: customers(i),
      });
    } else if (i.productType === 'academy' && i.academy) {
      b.workshop.push({
        workshop_id: i.academy.academyId,
        workshop_program_id: i.academy.programmeId,
        product_id: i.academy.packageId,
        start_date: i.academy.startDate,
        days: [...i.academy.days],
        quantity: i.quantity,
      });
    } else if (i.productType === 'trainer' && i.trainer) {
      b.training.push({ trainer_id: i.trainer.trainerId, training_package_id: i.trainer.packageId, quantity: i.quantity });
    } else if (i.productType === 'offer' && i.offer) {
      b.offers.push({ offer_id: i.offer.offerId, quantity: i.quantity });
    } else if (i.productType === 'pos') {
      b.pos.push({ outlet_id: i.pos?.outletId ?? null, product_id: i.productId, quantity: i.quantity });
    }
  }
  return b;
}

const bit = (b: boolean): '0' | '1' => (b ? '1' : '0');

/** Spec §3 order payload customerId and gender: the provider's own record of the customer behind the bearer. */
export interface OrderingCustomer {
  customerId: string;
  gender: 'Male' | 'Female' | null;
}

/**
 * The multipart fields of POST orders (orderFieldsSchema), built on the server from the validated checkout form, the
 * bundle and what only the server knows (special treatment, lib/tenant/journey.ts; anonymous session, the
 * storefront origin). Booleans go as '1'/'0'.
 */
export function orderFields(
  input: CheckoutInput,
  bundle: object,
  ctx: { specialTreatment: boolean; anonymous: boolean; returnUrl: string; locale: 'en' | 'ar'; customer?: OrderingCustomer | null },
): Record<string, string> {
  const f: Record<string, string> = {
    first_name: input.payer.firstName.trim(),
    last_name: input.payer.lastName.trim(),
    email: input.payer.email.trim(),
    mobile: input.payer.mobile.trim(),
    is_wallet: bit(input.payment.method === 'wallet'),
    is_qpoints: bit(input.payment.method === 'qpoints'),
    is_credit: bit(input.payment.method === 'credit'),
    save_card: bit(input.payment.method === 'card' && !input.payment.cardId && input.payment.saveCard === true),
    isBaps: bit(ctx.specialTreatment),
    is_anonymous: bit(ctx.anonymous),
    products: JSON.stringify(bundle),
    return_url: ctx.returnUrl,
    locale: ctx.locale,
  };
  if (ctx.customer) f.customerId = ctx.customer.customerId;
  const gender = input.payer.gender ?? ctx.customer?.gender;
  if (gender) f.gender = gender;
  if (input.payment.method === 'card' && input.payment.cardId) f.cardId = input.payment.cardId;
  const code = input.promotionCode?.trim();
  if (code) f.promotion_code = code;
  const card = input.memberCardNumber?.trim();
  if (card && !code) f.card_number = card;
  const notes = input.orderNotes?.trim();
  if (notes) f.order_notes = notes.slice(0, 1000);
  return f;
}
