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
  facility: { status: FacilityBookingStatus; needsApproval: boolean; past: boolean; canReschedule: boolean; canCancel: boolean } | null;
  instalments: { count: number; paid: number; amount: number; dueDate: string | null } | null;
  programme: Programme | null;
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

/** An action's outcome for a form: field errors by name (message keys), or a message key for the whole form. */
export type FormState = { ok?: boolean; message?: string; errors?: Record<string, string>; rowErrors?: Array<{ row: number; column: string; message: string }>; values?: Record<string, string> } | null;
