import { z } from '@/lib/zod';
import { bilingual, customerContactFields } from './wire-fields';
import { additionalFieldSchema } from './forms';

/**
 * Wire schemas of the facility-booking calls (spec §3, §7). Shared with the sandbox, which checks its answers
 * against them. Client islands reach them through lib/api/booking.ts, which parses with these and reshapes
 * (facility-shapes.ts) onto the app types of lib/booking/types.ts.
 */

const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => (v === true || v === 1 ? 1 : 0));
const optFlag = flag.optional().default(0);
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const serviceSchema = z.object({
  id: z.number(),
  ...bilingual('name', z.string()),
  is_public: optFlag,
  /** 1 by facility, 2 by product/ticket (spec §3). */
  filter_by: z.number().default(1),
});
export type ServiceWire = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = z.object({ status: z.boolean(), data: z.array(serviceSchema) });

const named = z.object({ id: z.number(), ...bilingual('name', z.string()) });
export const filtersResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ surfaces: z.array(named).default([]), formations: z.array(named).default([]), outdoor: optFlag }),
});

export const scheduleConfigSchema = z.object({
  min_booking_time: z.number().default(60),
  max_booking_time: z.number().nullish(),
  time_increment: z.number().default(60),
  per_capacity: optFlag,
  online_booking_delay: z.number().default(0),
  advance_booking_days_limit: z.number().default(30),
  is_game_formation_enabled: optFlag,
  is_surface_enabled: optFlag,
  is_outdoor_enabled: optFlag,
});
export type ScheduleConfig = z.infer<typeof scheduleConfigSchema>;

const range = { start_time: time, end_time: time };
export const scheduleControlSchema = z.object({
  date,
  end_date: date.nullish(),
  ...range,
  /** 0: every day of the range; 1: only the weekdays whose bits are set (spec §3 weekday bits). */
  interval_type: z.union([z.literal(0), z.literal(1)]).default(0),
  weekdays: z.number().default(0),
  /** Rental product ids the control applies to; empty means all. */
  rentals: z.array(z.number()).default([]),
  channels: z.array(z.enum(['public', 'members', 'partners'])),
});
export type ScheduleControl = z.infer<typeof scheduleControlSchema>;

/** What every facility answer says of the facility itself (schedule, available facilities). */
const facilityFields = {
  id: z.number(),
  ...bilingual('name', z.string()),
  image: z.string().nullish(),
  per_capacity: optFlag,
  capacity: z.number().default(1),
  is_enable_per_day_capacity: optFlag,
};
export const facilitySummarySchema = z.object(facilityFields);

const bookingSchema = z.object({ date, ...range, booking_end_date: date.nullish(), attendance: z.number().default(1), is_full_day: optFlag });

/**
 * A parent or child facility (spec §3 Facility parent_facilities, child_facilities): a whole court and its half
 * courts share one space. The provider may send a bare id (nothing known of its bookings) or the facility with its
 * bookings (holds folded in, as for the facility itself); missing lists are empty.
 */
export const linkedFacilitySchema = z
  .union([z.number(), z.object({ id: z.number(), ...bilingual('name'), bookings: z.array(bookingSchema).default([]) })])
  .transform((w) => (typeof w === 'number' ? { id: w, name: null, ar_name: null, bookings: [] } : w));

/** spec §3 weekday bits, or the day indexes 0 (Sunday) to 6 as the academy calls send them; 0 or none is every day. */
const weekdays = z
  .union([z.number().int().min(0).max(127), z.array(z.number().int().min(0).max(6))])
  .default(0)
  .transform((w) => (Array.isArray(w) ? w.reduce((bits, d) => bits | (1 << d), 0) : w));

/** An academy programme's class on the facility (spec §3 Facility workshop_program_schedules): its dates, weekdays and hours. */
export const classScheduleSchema = z.object({
  workshop_program_id: z.number().nullish(),
  ...bilingual('name'),
  start_date: date,
  end_date: date.nullish(),
  ...range,
  weekdays,
});

export const facilityScheduleSchema = z.object({
  ...facilityFields,
  min_booking_time: z.number().nullish(),
  is_outdoor: optFlag,
  surface_id: z.number().nullish(),
  game_formation_ids: z.array(z.number()).default([]),
  facility_rentals: z.array(
    z.object({ product_id: z.number(), rental_product_id: z.number().nullish(), ...range, min_booking_time: z.number().nullish() }),
  ),
  /** Confirmed bookings plus what other sessions hold (the provider folds live reservations in). */
  bookings: z.array(bookingSchema).default([]),
  maintenances: z.array(z.object({ date, end_date: date.nullish(), ...range })).default([]),
  event_schedules: z.array(z.object({ date, ...range })).default([]),
  /** spec §3 Facility parent_facilities / child_facilities: the facilities sharing its space, with their bookings and holds. */
  parent_facilities: z.array(linkedFacilitySchema).default([]),
  child_facilities: z.array(linkedFacilitySchema).default([]),
  /** spec §3 Facility workshop_program_schedules: the academy classes held on it. */
  workshop_program_schedules: z.array(classScheduleSchema).default([]),
  schedule_control: z.array(scheduleControlSchema).default([]),
});
export type FacilityScheduleWire = z.infer<typeof facilityScheduleSchema>;
export const scheduleResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ facilities: z.array(facilityScheduleSchema), configuration: scheduleConfigSchema }),
});

export const availableFacilitiesResponseSchema = z.object({ status: z.boolean(), data: z.array(facilitySummarySchema) });

export const dependencySchema = z.object({ product_id: z.number(), period: z.string().nullish() });
export const ticketProductSchema = z.object({
  product_id: z.number(),
  facility_id: z.number(),
  ...bilingual('name', z.string()),
  image: z.string().nullish(),
  price: z.number(),
  tax_amount: z.number().default(0),
  participant_count: z.number().default(1),
  inventory_enable: optFlag,
  remaining_capacity: z.number().default(0),
  available_capacity: z.number().default(0),
  /** session_id is "self" for this browser's own holds and an opaque id for everybody else's. */
  reserved_slots: z.array(z.object({ session_id: z.string(), quantity: z.number(), start_time: time })).default([]),
  dependencies: z.array(dependencySchema).default([]),
});
export type TicketProductWire = z.infer<typeof ticketProductSchema>;

export const addonSchema = z.object({
  id: z.number(),
  ...bilingual('name', z.string()),
  price: z.number(),
  tax_amount: z.number().default(0),
  inventory_enable: optFlag,
  /** T: the stock is a total; otherwise stock is quantity minus sales (spec §5 add-on quantity). */
  inventory_period: z.string().nullish(),
  quantity: z.number().nullish(),
  sales: z.number().default(0),
});
export type AddonWire = z.infer<typeof addonSchema>;

export const defaultProductSchema = z.object({
  product_id: z.number(),
  ...bilingual('name', z.string()),
  product_price: z.number(),
  tax_amount: z.number().default(0),
  quantity: z.number().default(1),
  dependencies: z.array(dependencySchema).default([]),
});

export const autoFacilityResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({
    facility: facilitySummarySchema,
    default_products: z.array(defaultProductSchema).default([]),
    products: z.array(ticketProductSchema).default([]),
    categories: z.array(z.object({ id: z.number(), ...bilingual('name', z.string()), products: z.array(addonSchema) })).default([]),
  }),
});
export type AutoFacilityWire = z.infer<typeof autoFacilityResponseSchema>['data'];

const visibility = z.object({ is_visible: optFlag, is_required: optFlag });
/** The visitor form's additional fields are the configured forms' (spec §3 additional field config): one schema. */
export { additionalFieldSchema };
export const fieldConfigResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({
    dob: visibility,
    gender: visibility,
    nationality: visibility,
    id: visibility,
    religion: visibility,
    tag: visibility,
  }),
  additional_fields: z.array(additionalFieldSchema).default([]),
});
export type FieldConfigWire = z.infer<typeof fieldConfigResponseSchema>;

export const rentalsShortResponseSchema = z.object({
  status: z.boolean(),
  data: z.array(z.object({ product_id: z.number(), ...bilingual('name', z.string()) })),
});
export const customerConfigResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ customer_threshold: z.number().nullish() }),
});
export const tagsResponseSchema = z.object({ status: z.boolean(), data: z.array(named) });
export const associatedCustomerSchema = z.object({
  customer_id: z.number(),
  name: z.string(),
  ...customerContactFields,
  dob: z.string().nullish(),
  gender: z.string().nullish(),
  nationality: z.number().nullish(),
  id_proof_type_id: z.number().nullish(),
  id_proof_number: z.string().nullish(),
  is_primary: optFlag,
});
export const associatedResponseSchema = z.object({ status: z.boolean(), data: z.array(associatedCustomerSchema) });
/** One saved answer of a family member's additional fields, named by the field's id or slug. */
export const savedAnswerSchema = z.object({ id: z.number().nullish(), slug: z.string().max(200).nullish(), value: z.unknown() });
/** spec §7 GET customers-associated/additional-data (query customerId, product_type): a saved member's extra answers. */
export const associatedAdditionalDataResponseSchema = z.object({
  status: z.boolean(),
  data: z.object({ additional_fields: z.array(savedAnswerSchema).max(200).default([]) }),
});

/** A saved family member as the visitor form uses it (DESIGN §1: components get app-level shapes, not wire ones). */
/** One product line of POST/DELETE cart/sync (spec §7). */
export const syncProductSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().positive().max(1000),
  date,
  start_time: time,
  end_time: time,
  facility_id: z.number().int().positive(),
});
export type SyncProductWire = z.infer<typeof syncProductSchema>;
export const syncRequestSchema = z.object({ products: z.array(syncProductSchema).min(1).max(50) });
export const syncResponseSchema = z.object({ status: z.boolean(), data: z.object({ expires_at: z.string().nullish() }).nullish() });
