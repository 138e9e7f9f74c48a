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

/** A booking, or a hold of another session, on its date (to its end date for a multi-day one). */
export type BookedRange = TimeRange & { date: string; endDate: string | null; attendance: number; fullDay: boolean };

/**
 * spec §3 Facility parent_facilities / child_facilities: a facility that shares this one's space (a full court and
 * its half courts), with what is booked or held on it. Any of its bookings takes the whole space (docs/decisions.md).
 */
export interface LinkedFacility {
  id: number;
  relation: 'parent' | 'child';
  bookings: BookedRange[];
}

/** spec §3 Facility workshop_program_schedules: an academy programme's class held on the facility. */
export interface ClassSchedule extends TimeRange {
  programId: number | null;
  name: LocalizedText | null;
  /** First and last day of the programme (endDate null: that one day). */
  date: string;
  endDate: string | null;
  /** spec §3 weekday bits of the class days; 0 means every day of the range. */
  weekdays: number;
}

export interface FacilitySchedule extends Named {
  /** spec §3 Facility image (shown when the venue's show_facility_image is on). */
  image?: string | null;
  perCapacity: boolean;
  capacity: number;
  rentals: Array<TimeRange & { productId: number }>;
  /** Confirmed bookings plus what other sessions hold. */
  bookings: BookedRange[];
  maintenances: Array<TimeRange & { date: string; endDate: string | null }>;
  eventSchedules: Array<TimeRange & { date: string }>;
  /** Parent and child facilities with their bookings and holds (spec §3). */
  linked: LinkedFacility[];
  /** Academy classes held on the facility (spec §3 workshop_program_schedules). */
  classes: ClassSchedule[];
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
