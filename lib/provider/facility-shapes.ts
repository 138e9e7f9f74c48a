import type { z } from '@/lib/zod';
import type {
  Addon,
  AutoFacility,
  BookedRange,
  BookingService,
  ClassSchedule,
  Dependency,
  FacilityFilters,
  FamilyMember,
  FacilitySchedule,
  Named,
  RentalTicket,
  Schedule,
  ScheduleControlRule,
  ScheduleSettings,
  TicketProduct,
  TimeRange,
  VisitorFieldConfig,
  VisitorFieldKey,
  VisitorFieldRule,
} from '../booking/types';
import type {
  addonSchema,
  associatedCustomerSchema,
  autoFacilityResponseSchema,
  classScheduleSchema,
  facilityScheduleSchema,
  fieldConfigResponseSchema,
  filtersResponseSchema,
  linkedFacilitySchema,
  rentalsShortResponseSchema,
  scheduleConfigSchema,
  scheduleControlSchema,
  serviceSchema,
  ticketProductSchema,
} from './facilities';
import { reshapeAdditionalField } from './forms';
import { text } from './reshape';

/**
 * Maps the facility-booking answers of the provider onto the app types of lib/booking/types.ts (DESIGN §1:
 * components never see wire shapes). The browser-side client (lib/api/booking.ts) and the sandbox call these
 * right after parsing.
 */

type Out<S extends z.ZodTypeAny> = z.output<S>;

/** Any { id, name, ar_name } list item of the facility calls (services, surfaces, formations, tags). */
export const reshapeNamed = (w: { id: number; name: string; ar_name?: string | null }): Named => ({ id: w.id, name: text(w.name, w.ar_name) });
const range = (w: { start_time: string; end_time: string }): TimeRange => ({ start: w.start_time, end: w.end_time });
const dependency = (d: { product_id: number; period?: string | null }): Dependency => ({ productId: d.product_id, period: d.period ?? null });

export function reshapeService(w: Out<typeof serviceSchema>): BookingService {
  return { ...reshapeNamed(w), isPublic: w.is_public === 1, byProduct: w.filter_by === 2 };
}

export function reshapeFilters(w: Out<typeof filtersResponseSchema>['data']): FacilityFilters {
  return { surfaces: w.surfaces.map(reshapeNamed), formations: w.formations.map(reshapeNamed), outdoor: w.outdoor === 1 };
}

export function reshapeScheduleSettings(w: Out<typeof scheduleConfigSchema>): ScheduleSettings {
  return {
    minBookingTime: w.min_booking_time,
    maxBookingTime: w.max_booking_time ?? null,
    timeIncrement: w.time_increment,
    perCapacity: w.per_capacity === 1,
    onlineBookingDelay: w.online_booking_delay,
    advanceBookingDays: w.advance_booking_days_limit,
    formationEnabled: w.is_game_formation_enabled === 1,
    surfaceEnabled: w.is_surface_enabled === 1,
    outdoorEnabled: w.is_outdoor_enabled === 1,
  };
}

export function reshapeScheduleControl(w: Out<typeof scheduleControlSchema>): ScheduleControlRule {
  return {
    ...range(w),
    date: w.date,
    endDate: w.end_date ?? null,
    weekdaysOnly: w.interval_type === 1,
    weekdays: w.weekdays,
    rentalIds: w.rentals,
    channels: w.channels,
  };
}

type BookingWire = Out<typeof facilityScheduleSchema>['bookings'][number];
const booked = (b: BookingWire): BookedRange => ({ ...range(b), date: b.date, endDate: b.booking_end_date ?? null, attendance: b.attendance, fullDay: b.is_full_day === 1 });
const linkedFacility = (w: Out<typeof linkedFacilitySchema>, relation: 'parent' | 'child') => ({ id: w.id, relation, bookings: w.bookings.map(booked) });

export function reshapeClassSchedule(w: Out<typeof classScheduleSchema>): ClassSchedule {
  return {
    ...range(w),
    programId: w.workshop_program_id ?? null,
    name: w.name || w.ar_name ? text(w.name, w.ar_name) : null,
    date: w.start_date,
    endDate: w.end_date ?? null,
    weekdays: w.weekdays,
  };
}

export function reshapeFacilitySchedule(w: Out<typeof facilityScheduleSchema>): FacilitySchedule {
  return {
    ...reshapeNamed(w),
    image: w.image ?? null,
    perCapacity: w.per_capacity === 1,
    capacity: w.capacity,
    rentals: w.facility_rentals.map((r) => ({ ...range(r), productId: r.product_id })),
    bookings: w.bookings.map(booked),
    maintenances: w.maintenances.map((m) => ({ ...range(m), date: m.date, endDate: m.end_date ?? null })),
    eventSchedules: w.event_schedules.map((e) => ({ ...range(e), date: e.date })),
    linked: [
      ...w.parent_facilities.map((l) => linkedFacility(l, 'parent')),
      ...w.child_facilities.map((l) => linkedFacility(l, 'child')),
    ],
    classes: w.workshop_program_schedules.map(reshapeClassSchedule),
    controls: w.schedule_control.map(reshapeScheduleControl),
  };
}

export function reshapeSchedule(w: { facilities: Array<Out<typeof facilityScheduleSchema>>; configuration: Out<typeof scheduleConfigSchema> }): Schedule {
  return { facilities: w.facilities.map(reshapeFacilitySchedule), settings: reshapeScheduleSettings(w.configuration) };
}

export function reshapeTicketProduct(w: Out<typeof ticketProductSchema>): TicketProduct {
  return {
    productId: w.product_id,
    facilityId: w.facility_id,
    name: text(w.name, w.ar_name),
    price: w.price,
    taxAmount: w.tax_amount,
    participantCount: w.participant_count,
    inventoryEnabled: w.inventory_enable === 1,
    remainingCapacity: w.remaining_capacity,
    availableCapacity: w.available_capacity,
    reservedSlots: w.reserved_slots.map((r) => ({ sessionId: r.session_id, quantity: r.quantity, startTime: r.start_time })),
    dependencies: w.dependencies.map(dependency),
  };
}

export function reshapeAddon(w: Out<typeof addonSchema>): Addon {
  return {
    ...reshapeNamed(w),
    price: w.price,
    taxAmount: w.tax_amount,
    inventoryEnabled: w.inventory_enable === 1,
    inventoryPeriod: w.inventory_period ?? null,
    quantity: w.quantity ?? null,
    sales: w.sales,
  };
}

export function reshapeAutoFacility(w: Out<typeof autoFacilityResponseSchema>['data']): AutoFacility {
  return {
    facility: { ...reshapeNamed(w.facility), perCapacity: w.facility.per_capacity === 1, perDayCapacity: w.facility.is_enable_per_day_capacity === 1 },
    defaultProducts: w.default_products.map((p) => ({
      productId: p.product_id,
      name: text(p.name, p.ar_name),
      price: p.product_price,
      taxAmount: p.tax_amount,
      quantity: p.quantity,
      dependencies: p.dependencies.map(dependency),
    })),
    products: w.products.map(reshapeTicketProduct),
    categories: w.categories.map((c) => ({ ...reshapeNamed(c), addons: c.products.map(reshapeAddon) })),
  };
}

export function reshapeRentalTickets(w: Out<typeof rentalsShortResponseSchema>['data']): RentalTicket[] {
  return w.map((r) => ({ productId: r.product_id, name: text(r.name, r.ar_name) }));
}

export function reshapeVisitorFieldConfig(w: Out<typeof fieldConfigResponseSchema>): VisitorFieldConfig {
  const rule = (k: VisitorFieldKey): VisitorFieldRule => ({ visible: w.data[k].is_visible === 1, required: w.data[k].is_required === 1 });
  return {
    rules: { dob: rule('dob'), gender: rule('gender'), nationality: rule('nationality'), id: rule('id'), religion: rule('religion'), tag: rule('tag') },
    extra: w.additional_fields.filter((f) => f.is_visible === 1).map(reshapeAdditionalField),
  };
}

export function reshapeFamilyMember(w: Out<typeof associatedCustomerSchema>): FamilyMember {
  return {
    customerId: w.customer_id,
    name: w.name,
    email: w.email ?? '',
    // spec §5 Mobile: the form's default country code when the provider has none.
    countryCode: w.country_code ?? '971',
    mobileNumber: w.mobile_number ?? '',
    dob: w.dob ?? '',
    gender: w.gender ?? '',
    nationality: w.nationality ? String(w.nationality) : '',
  };
}
