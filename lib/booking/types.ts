import type { LocalizedText } from '../i18n/pick';
import type { FormField } from '../forms/field-config';
import type { Channel } from './channel';

/**
 * The facility-booking data in the storefront's own shape, owned by the booking rules (lib/booking) and the modal:
 * camelCase, both languages as { en, ar } (Arabic falls back to English), flags as booleans. lib/provider
 * (facility-shapes.ts) maps the provider's answers onto these; nothing here knows the wire format.
 */

export interface Named {
  id: number;
  name: LocalizedText;
}

export interface BookingService extends Named {
  isPublic: boolean;
  /** spec §3 filter_by 2: the service is booked by product (ticket), which adds the ticket filter. */
  byProduct: boolean;
}

export interface FacilityFilters {
  surfaces: Named[];
  formations: Named[];
  /** The venue offers an outdoor/indoor choice. */
  outdoor: boolean;
}

/** spec §3 schedule configuration (defaults applied by the wire schema, spec §9). */
export interface ScheduleSettings {
  minBookingTime: number;
  maxBookingTime: number | null;
  timeIncrement: number;
  perCapacity: boolean;
  onlineBookingDelay: number;
  advanceBookingDays: number;
  formationEnabled: boolean;
  surfaceEnabled: boolean;
  outdoorEnabled: boolean;
}

export interface TimeRange {
  /** HH:mm or HH:mm:ss as the provider sent it. */
  start: string;
  end: string;
}

export interface ScheduleControlRule extends TimeRange {
  date: string;
  endDate: string | null;
  /** Only on the weekdays whose bits are set (spec §3 weekday bits); otherwise every day of the range. */
  weekdaysOnly: boolean;
  weekdays: number;
  /** Rental product ids the rule applies to; empty means all. */
  rentalIds: number[];
  channels: Channel[];
}

export interface FacilitySchedule extends Named {
  /** spec §3 Facility image (shown when the venue's show_facility_image is on). */
  image?: string | null;
  perCapacity: boolean;
  capacity: number;
  rentals: Array<TimeRange & { productId: number }>;
  /** Confirmed bookings plus what other sessions hold. */
  bookings: Array<TimeRange & { date: string; endDate: string | null; attendance: number; fullDay: boolean }>;
  maintenances: Array<TimeRange & { date: string; endDate: string | null }>;
  eventSchedules: Array<TimeRange & { date: string }>;
  controls: ScheduleControlRule[];
}

export interface Schedule {
  facilities: FacilitySchedule[];
  settings: ScheduleSettings;
}

export interface Dependency {
  productId: number;
  period: string | null;
}

export interface TicketProduct {
  productId: number;
  facilityId: number;
  name: LocalizedText;
  price: number;
  taxAmount: number;
  participantCount: number;
  inventoryEnabled: boolean;
  remainingCapacity: number;
  availableCapacity: number;
  /** sessionId is "self" for this browser's own holds. */
  reservedSlots: Array<{ sessionId: string; quantity: number; startTime: string }>;
  dependencies: Dependency[];
}

export interface Addon extends Named {
  price: number;
  taxAmount: number;
  inventoryEnabled: boolean;
  /** T: the stock is a total; otherwise stock is quantity minus sales (spec §5 add-on quantity). */
  inventoryPeriod: string | null;
  quantity: number | null;
  sales: number;
}

export interface DefaultProduct {
  productId: number;
  name: LocalizedText;
  price: number;
  taxAmount: number;
  quantity: number;
  dependencies: Dependency[];
}

export interface AutoFacility {
  facility: Named & { perCapacity: boolean; perDayCapacity: boolean };
  defaultProducts: DefaultProduct[];
  products: TicketProduct[];
  categories: Array<Named & { addons: Addon[] }>;
}

export interface RentalTicket {
  productId: number;
  name: LocalizedText;
}

export type VisitorFieldKey = 'dob' | 'gender' | 'nationality' | 'id' | 'religion' | 'tag';
export interface VisitorFieldRule {
  visible: boolean;
  required: boolean;
}
export interface VisitorFieldConfig {
  rules: Record<VisitorFieldKey, VisitorFieldRule>;
  /** The visible additional fields only (hidden ones are neither shown nor checked). */
  extra: FormField[];
}

/** A saved family member (customers-associated), to pick as a visitor. */
/** A saved family member's answer to one additional field (spec §7 customers-associated/additional-data). */
export interface SavedAnswer {
  id: number | null;
  slug: string | null;
  value: unknown;
}

export interface FamilyMember {
  customerId: number;
  name: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  dob: string;
  gender: string;
  /** Numeric country id as the visitor form sends it; '' when unknown. */
  nationality: string;
}
