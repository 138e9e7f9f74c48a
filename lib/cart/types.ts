import type { LocalizedText } from '../i18n/pick';

/** spec §3 cart item productType. */
export type ProductType = 'facility' | 'event' | 'membership' | 'academy' | 'trainer' | 'pos' | 'offer';

export interface FacilityLine {
  facilityId: number;
  facilityName: LocalizedText;
  venueServiceId: number;
  /** YYYY-MM-DD and HH:mm:ss; an end at midnight is stored as 23:59:59 (spec §9). */
  date: string;
  start: string;
  end: string;
  capacityBased: boolean;
  participantCount: number;
  dependencies: Array<{ product_id: number; period?: string | null }>;
}

/** spec §3 event fields: one ticket type at one schedule (a 'seat' is ticket + schedule). */
export interface EventLine {
  eventId: number;
  ticketId: number;
  scheduleId: number;
  eventName: LocalizedText;
  /** YYYY-MM-DD, HH:mm:ss, venue-local. */
  date: string;
  start: string;
  end: string;
}

/** spec §3 membership fields; instalment pricing divides price and tax by the divisor (spec §9). */
export interface MembershipLine {
  membershipId: number;
  packageId: number;
  membershipName: LocalizedText;
  instalmentId: number | null;
  divisor: number;
  startDate: string;
  /** An instalment plan's whole package (price and tax) and the months between charges, for its schedule (issue 23). */
  plan?: { price: number; tax: number; intervalMonths: number };
}

/** spec §3 workshop fields: a programme package over a date range on chosen weekdays (0 Sunday … 6). */
export interface AcademyLine {
  academyId: number;
  programmeId: number;
  packageId: number;
  academyName: LocalizedText;
  programmeName: LocalizedText;
  startDate: string;
  endDate: string;
  days: number[];
}

/** spec §3 trainer fields. */
export interface TrainerLine {
  trainerId: number;
  packageId: number;
  trainerName: LocalizedText;
  sessions: number;
}

/** spec §3 offer fields. */
export interface OfferLine {
  offerId: number;
  offerPrice: number;
  /** YYYY-MM-DD[…], the last day the offer is sold (its valid_until); the cart marks it once past (issue 23 item 1). */
  validUntil?: string | null;
}

/** spec §3 pos fields: an outlet product (outletId) or a retail product (outletId of its outlet, or null). */
export interface PosLine {
  outletId: number | null;
  outletName: LocalizedText | null;
}

/** spec §3 discount: what benefits/verify takes off the whole line (price, tax and total off; promo code or member card). */
export interface LineDiscount {
  code: string;
  type: 'promo' | 'memberships';
  price: number;
  tax: number;
  total: number;
}

export interface CartItem {
  /** Unique per line. */
  key: string;
  /** Lines added together (a ticket, its default products and its add-ons) share a group key (spec §4). */
  groupKey: string;
  venueId: number;
  productType: ProductType;
  productId: number;
  name: LocalizedText;
  quantity: number;
  price: number;
  taxAmount: number;
  /** Visitor blocks collected for the line (participant details). */
  customers: unknown[];
  isAddon?: boolean;
  /** Largest quantity the line may reach (add-on stock); absent when the provider decides. */
  maxQuantity?: number;
  facility?: FacilityLine;
  event?: EventLine;
  membership?: MembershipLine;
  academy?: AcademyLine;
  trainer?: TrainerLine;
  offer?: OfferLine;
  pos?: PosLine;
  discount?: LineDiscount;
  /** Visitor blocks of this line to save to the family when the order is placed (spec §5 'Save this member to family'). */
  saveToFamily?: boolean;
  /** Epoch ms when the provider's hold on this line's places ends (cart/sync holds last 15 minutes). */
  heldUntil?: number;
}

export interface Cart {
  items: CartItem[];
  /** spec §3 promotion applied to the cart (benefits/verify). */
  promotion?: { code: string; type: 'promo' | 'memberships' } | null;
  orderNotes?: string;
  /** spec §4: POS items from a second outlet set the warning flag. */
  outletWarning?: boolean;
}

export type CartError =
  | { key: 'productInCart' }
  | { key: 'addTicketFirst' }
  | { key: 'membershipWithOthers' }
  | { key: 'othersWithMembership' }
  | { key: 'dependencyConflict' }
  /** spec §5 duplicates. */
  | { key: 'packageInCart' }
  | { key: 'membershipInCart' }
  | { key: 'seatInCart' }
  | { key: 'workshopInCart' }
  /** spec §5 repeating days: 'Some days are repeating. …' */
  | { key: 'repeatingDays' }
  /** spec §5/§8 'Invalid venue. please reselect'. */
  | { key: 'invalidVenue' }
  /** spec §8 no venue id: 'Invalid Config' (facility tickets). */
  | { key: 'invalidConfig' }
  /** spec §4: POS items come from one outlet; another outlet's product opens the cart warning. */
  | { key: 'otherOutlet' };

export type CartResult = { ok: true; cart: Cart } | { ok: false; error: CartError };

/** How the customer pays (spec §1 payment means, §6 partner credit). */
export type PaymentMethod = 'card' | 'wallet' | 'qpoints' | 'credit';

/** The checkout's choices the order is placed with (spec §3 order payload; the wire fields: lib/provider/commerce-shapes.ts). */
export interface CheckoutInput {
  payment: { method: PaymentMethod; cardId?: string | null; saveCard?: boolean };
  payer: { firstName: string; lastName: string; email: string; mobile: string; gender?: string | null };
  promotionCode?: string | null;
  /** Member card benefits (spec §3 promotion type 'memberships'): the member's card number. */
  memberCardNumber?: string | null;
  orderNotes?: string | null;
}

/**
 * What benefits/verify grants (spec §7): the discount of each cart line named by `indexes`, taken off the whole
 * line (price, tax and total), with the code and the promotion type it came from.
 */
export interface Benefits {
  code: string | null;
  type: 'promo' | 'memberships';
  lines: Array<{ indexes: number[]; price: number; tax: number; total: number }>;
}
