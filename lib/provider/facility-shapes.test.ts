import { describe, expect, it } from 'vitest';
import {
  autoFacilityResponseSchema,
  fieldConfigResponseSchema,
  filtersResponseSchema,
  rentalsShortResponseSchema,
  scheduleResponseSchema,
  servicesResponseSchema,
} from './facilities';
import {
  reshapeAutoFacility,
  reshapeFilters,
  reshapeRentalTickets,
  reshapeSchedule,
  reshapeService,
  reshapeVisitorFieldConfig,
} from './facility-shapes';

// Each test parses a provider answer with the shared wire schema first, as the booking modal does.

describe('facility booking answers to the app’s own shape (DESIGN §1)', () => {
  it('services: flags as booleans, filter_by 2 means by product (spec §3)', () => {
    const [a, b] = servicesResponseSchema
      .parse({ status: true, data: [{ id: 1, name: 'Padel', ar_name: 'بادل', is_public: 1, filter_by: 2 }, { id: 2, name: 'POS' }] })
      .data.map(reshapeService);
    expect(a).toEqual({ id: 1, name: { en: 'Padel', ar: 'بادل' }, isPublic: true, byProduct: true });
    // spec §3: a venue without Arabic text shows the English one.
    expect(b).toEqual({ id: 2, name: { en: 'POS', ar: 'POS' }, isPublic: false, byProduct: false });
  });

  it('filters: names as { en, ar }, outdoor as a boolean', () => {
    const w = filtersResponseSchema.parse({ status: true, data: { surfaces: [{ id: 3, name: 'Grass', ar_name: 'عشب' }], outdoor: true } });
    expect(reshapeFilters(w.data)).toEqual({ surfaces: [{ id: 3, name: { en: 'Grass', ar: 'عشب' } }], formations: [], outdoor: true });
  });

  it('schedule: configuration defaults (spec §9) and every facility range in camelCase', () => {
    const w = scheduleResponseSchema.parse({
      status: true,
      data: {
        configuration: { max_booking_time: 180, per_capacity: 1, is_surface_enabled: 0 },
        facilities: [
          {
            id: 7,
            name: 'Court 7',
            per_capacity: 1,
            capacity: 4,
            facility_rentals: [{ product_id: 10, start_time: '08:00:00', end_time: '12:00:00' }],
            bookings: [{ date: '2026-01-02', start_time: '09:00:00', end_time: '10:00:00', attendance: 2, is_full_day: 0 }],
            maintenances: [{ date: '2026-01-02', end_date: '2026-01-03', start_time: '11:00:00', end_time: '12:00:00' }],
            event_schedules: [{ date: '2026-01-02', start_time: '18:00:00', end_time: '20:00:00' }],
            schedule_control: [{ date: '2026-01-01', start_time: '08:00:00', end_time: '10:00:00', interval_type: 1, weekdays: 32, rentals: [10], channels: ['members'] }],
          },
        ],
      },
    });
    const s = reshapeSchedule(w.data);
    expect(s.settings).toEqual({
      minBookingTime: 60,
      maxBookingTime: 180,
      timeIncrement: 60,
      perCapacity: true,
      onlineBookingDelay: 0,
      advanceBookingDays: 30,
      formationEnabled: false,
      surfaceEnabled: false,
      outdoorEnabled: false,
    });
    expect(s.facilities[0]).toEqual({
      id: 7,
      name: { en: 'Court 7', ar: 'Court 7' },
      // spec §3 Facility image: none sent, none shown (show_facility_image).
      image: null,
      perCapacity: true,
      capacity: 4,
      rentals: [{ productId: 10, start: '08:00:00', end: '12:00:00' }],
      bookings: [{ date: '2026-01-02', endDate: null, start: '09:00:00', end: '10:00:00', attendance: 2, fullDay: false }],
      maintenances: [{ date: '2026-01-02', endDate: '2026-01-03', start: '11:00:00', end: '12:00:00' }],
      eventSchedules: [{ date: '2026-01-02', start: '18:00:00', end: '20:00:00' }],
      linked: [],
      classes: [],
      controls: [{ date: '2026-01-01', endDate: null, start: '08:00:00', end: '10:00:00', weekdaysOnly: true, weekdays: 32, rentalIds: [10], channels: ['members'] }],
    });
  });

  it('auto facility: default products, tickets with their holds and dependencies, add-ons per category', () => {
    const w = autoFacilityResponseSchema.parse({
      status: true,
      data: {
        facility: { id: 7, name: 'Court 7', ar_name: 'ملعب 7', per_capacity: 0, is_enable_per_day_capacity: 1 },
        default_products: [{ product_id: 10, name: 'Hour', product_price: 100, tax_amount: 5, dependencies: [{ product_id: 11, period: 'D' }] }],
        products: [
          {
            product_id: 12,
            facility_id: 7,
            name: 'Adult',
            ar_name: 'بالغ',
            price: 50,
            participant_count: 2,
            inventory_enable: 1,
            remaining_capacity: 8,
            reserved_slots: [{ session_id: 'self', quantity: 1, start_time: '09:00:00' }],
            dependencies: [{ product_id: 13 }],
          },
        ],
        categories: [{ id: 1, name: 'Drinks', products: [{ id: 20, name: 'Water', price: 5, inventory_enable: 1, inventory_period: 'T', quantity: 30 }] }],
      },
    });
    const a = reshapeAutoFacility(w.data);
    expect(a.facility).toEqual({ id: 7, name: { en: 'Court 7', ar: 'ملعب 7' }, perCapacity: false, perDayCapacity: true });
    expect(a.defaultProducts).toEqual([{ productId: 10, name: { en: 'Hour', ar: 'Hour' }, price: 100, taxAmount: 5, quantity: 1, dependencies: [{ productId: 11, period: 'D' }] }]);
    expect(a.products[0]).toEqual({
      productId: 12,
      facilityId: 7,
      name: { en: 'Adult', ar: 'بالغ' },
      price: 50,
      taxAmount: 0,
      participantCount: 2,
      inventoryEnabled: true,
      remainingCapacity: 8,
      availableCapacity: 0,
      reservedSlots: [{ sessionId: 'self', quantity: 1, startTime: '09:00:00' }],
      dependencies: [{ productId: 13, period: null }],
    });
    expect(a.categories).toEqual([
      {
        id: 1,
        name: { en: 'Drinks', ar: 'Drinks' },
        addons: [{ id: 20, name: { en: 'Water', ar: 'Water' }, price: 5, taxAmount: 0, inventoryEnabled: true, inventoryPeriod: 'T', quantity: 30, sales: 0 }],
      },
    ]);
  });

  it('rental tickets of a by-product service (spec §7 facility-rentals/short)', () => {
    const w = rentalsShortResponseSchema.parse({ status: true, data: [{ product_id: 5, name: 'Day pass', ar_name: 'تذكرة يوم' }] });
    expect(reshapeRentalTickets(w.data)).toEqual([{ productId: 5, name: { en: 'Day pass', ar: 'تذكرة يوم' } }]);
  });

  it('visitor field config: visibility and required as booleans, only visible additional fields (spec §5 visitor form)', () => {
    const rule = { is_visible: 1, is_required: 0 };
    const w = fieldConfigResponseSchema.parse({
      status: true,
      data: { dob: { is_visible: 1, is_required: 1 }, gender: rule, nationality: rule, id: rule, religion: { is_visible: 0, is_required: 0 }, tag: rule },
      additional_fields: [
        { id: 1, slug: 'level', name: 'Level', ar_name: 'المستوى', type: 'drop_down', is_required: 1, options: [{ value: 'A' }] },
        { id: 2, slug: 'hidden', name: 'Hidden', type: 'text_box', is_visible: 0 },
      ],
    });
    const c = reshapeVisitorFieldConfig(w);
    expect(c.rules.dob).toEqual({ visible: true, required: true });
    expect(c.rules.religion).toEqual({ visible: false, required: false });
    expect(c.extra.map((f) => [f.slug, f.label, f.required, f.options.map((o) => o.value)])).toEqual([['level', { en: 'Level', ar: 'المستوى' }, true, ['A']]]);
  });
});
