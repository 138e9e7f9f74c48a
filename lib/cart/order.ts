import type { CartItem, CustomerBlock, OrderBundle } from './types';

/**
 * The order's product bundle (spec §3 order payload: "an encoded product bundle grouped as capacity_facility, event,
 * membership, workshop, training, offers, pos"). Ids and quantities only: no price ever travels, the provider prices
 * the order from its own catalogue, so a price tampered with in the browser's storage changes nothing.
 */

type Block = CustomerBlock;

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
  } as Block;
}

const customers = (i: CartItem) => i.customers.map((c) => customerBlock(c, i.saveToFamily === true)).filter((c): c is Block => c !== null);

/** spec §3: the bundle, grouped by product type; a facility ticket carries the add-ons of its group. */
export function orderBundle(items: readonly CartItem[]): OrderBundle {
  const b: OrderBundle = { capacity_facility: [], event: [], membership: [], workshop: [], training: [], offers: [], pos: [] };
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

/** How the customer pays (spec §1 payment means, §6 partner credit). */
export type PaymentMethod = 'card' | 'wallet' | 'qpoints' | 'credit';

export interface CheckoutInput {
  payment: { method: PaymentMethod; cardId?: string | null; saveCard?: boolean };
  payer: { firstName: string; lastName: string; email: string; mobile: string; gender?: string | null };
  promotionCode?: string | null;
  /** Member card benefits (spec §3 promotion type 'memberships'): the member's card number. */
  memberCardNumber?: string | null;
  orderNotes?: string | null;
}

const bit = (b: boolean): '0' | '1' => (b ? '1' : '0');

/**
 * The multipart fields of POST orders (spec §3 order payload; lib/provider/commerce.ts orderFieldsSchema), built on
 * the server from the validated checkout form, the bundle and what only the server knows (special treatment, lib/tenant/journey.ts; anonymous
 * session, the storefront origin). Booleans go as '1'/'0'.
 */
export function orderFields(
  input: CheckoutInput,
  bundle: object,
  ctx: { specialTreatment: boolean; anonymous: boolean; returnUrl: string; locale: 'en' | 'ar' },
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
  if (input.payer.gender) f.gender = input.payer.gender;
  if (input.payment.method === 'card' && input.payment.cardId) f.cardId = input.payment.cardId;
  const code = input.promotionCode?.trim();
  if (code) f.promotion_code = code;
  const card = input.memberCardNumber?.trim();
  if (card && !code) f.card_number = card;
  const notes = input.orderNotes?.trim();
  if (notes) f.order_notes = notes.slice(0, 1000);
  return f;
}
