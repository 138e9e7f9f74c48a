import type { LocalizedText } from '@/lib/i18n/pick';
import type { OrderLine, OrderStatus } from '@/lib/orders/types';
import type { FacilityBookingStatus } from '@/lib/booking/status';

/** Self-service app types (issue 13), reshaped from lib/provider/self-service.ts wire shapes in one place. */
export type BookingKind = 'facility' | 'trainer' | 'academy' | 'event' | 'membership' | 'retail';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  totalPages: number;
}

/** A bought line as the history lists it: the order line's own facts (lib/orders/types.ts) with its order's. */
export interface Booking extends Pick<OrderLine, 'name' | 'detail' | 'date' | 'start' | 'end' | 'quantity' | 'total'> {
  orderId: number;
  token: string;
  line: number;
  type: string;
  currency: string;
  orderStatus: OrderStatus;
  createdAt: string;
  facility: { status: FacilityBookingStatus; needsApproval: boolean; past: boolean; canReschedule: boolean; canCancel: boolean; move: BookingMove | null } | null;
  instalments: { count: number; paid: number; amount: number; dueDate: string | null } | null;
  programme: Programme | null;
}

/** What a facility booking's move is offered and checked against (issue 23 item 2, issue 24 item 5). */
export interface BookingMove {
  facilityId: number;
  serviceId: number;
  advanceDays: number;
  delay: number;
}

/** A trainer or academy booking's package and sessions (issue 13 item 2; lib/self-service/programme.ts). */
export interface Programme {
  package: LocalizedText;
  sessions: number;
  used: number;
  left: number;
  sessionMinutes: number | null;
  startDate: string | null;
  endDate: string | null;
  /** Weekdays, 0 = Sunday … 6. */
  days: number[];
}

export interface LedgerEntry {
  id: string;
  createdAt: string;
  amount: number;
  description: LocalizedText;
  orderId: number | null;
}

export interface Ledger extends Paged<LedgerEntry> {
  balance: number;
  currency: string;
}

export interface Transaction {
  orderId: number;
  token: string;
  reference: string;
  status: OrderStatus;
  amountPaid: number;
  currency: string;
  createdAt: string;
}

export interface SavedCard {
  id: string;
  number: string;
  expiry: string | null;
  holder: string | null;
}

export interface FamilyMember {
  id: number;
  name: string;
  email: string | null;
  countryCode: string | null;
  mobile: string | null;
  dob: string | null;
  gender: string | null;
}

export interface PartnerCredit {
  currency: string;
  limit: number;
  used: number;
  available: number;
  dues: number;
  invoices: Array<{ id: number; number: string; orderId: number; amount: number; dueDate: string; status: 'due' | 'overdue' | 'paid' }>;
}

export interface Guest {
  id: number;
  name: string;
  email: string;
  countryCode: string;
  mobile: string;
  nationality: string | null;
  createdAt: string;
}

export interface SupportTicket {
  id: number;
  subject: string;
  status: 'open' | 'answered' | 'closed';
  createdAt: string;
  updatedAt: string;
  messages: Array<{ id: number; author: 'customer' | 'venue'; message: string; createdAt: string }>;
}

/**
 * The signed-in customer (spec §3 User) as the app holds it, reshaped once in lib/provider/self-service-customer.ts
 * from either customers/me or customers/profile.
 */
export interface Customer {
  id: number;
  /** Spec §3 display name: first and last name when a first name exists, otherwise name. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  countryCode: string | null;
  mobileNumber: string | null;
  dob: string | null;
  gender: 'Male' | 'Female' | null;
  nationality: string | null;
  membershipCardNumber: string | null;
  /** A data: URL of the uploaded profile image. */
  image: string | null;
  /** A business user (spec §3 b2b_id); `employee` when b2b_type is b2e (any case). */
  partner: { entityName: string | null; employee: boolean } | null;
}

/** customers/profile as the edit form shows it (spec §3 profile form): the customer with the ID proof and documents. */
export interface EditableProfile extends Customer {
  idProofTypeId: number | null;
  idProofNumber: string | null;
  expiryDate: string | null;
  passportIssueDate: string | null;
  placeOfBirth: string | null;
  bookingReason: string | null;
  /** One of the venue's religions (site config `religions`), by id. */
  religionId: number | null;
  /** The purpose of visit: one of the venue's customer tags (spec §3 customer_tag), by id. */
  customerTagId: number | null;
  documents: Array<{ key: string; name: string; size: number }>;
}

/** The /profile/user details card (spec §3 User): the mobile with its country code, the partner's entity. */
export interface ProfileDetails {
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  membershipCardNumber: string | null;
  partner: { entityName: string | null; employee: boolean } | null;
}
