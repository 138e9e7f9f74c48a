import { api } from './client';
import {
  associatedAdditionalDataResponseSchema,
  associatedResponseSchema,
  autoFacilityResponseSchema,
  availableFacilitiesResponseSchema,
  customerConfigResponseSchema,
  fieldConfigResponseSchema,
  filtersResponseSchema,
  rentalsShortResponseSchema,
  scheduleResponseSchema,
  servicesResponseSchema,
  tagsResponseSchema,
} from '../provider/facilities';
import {
  reshapeAutoFacility,
  reshapeFamilyMember,
  reshapeFilters,
  reshapeNamed,
  reshapeRentalTickets,
  reshapeSchedule,
  reshapeService,
  reshapeVisitorFieldConfig,
} from '../provider/facility-shapes';
import type {
  AutoFacility,
  BookingService,
  FacilityFilters,
  FamilyMember,
  Named,
  RentalTicket,
  SavedAnswer,
  Schedule,
  VisitorFieldConfig,
} from '../booking/types';
import type { Query } from './client';

/**
 * The facility-booking calls of the browser (spec §7), through the BFF: each fetches, parses with the contract
 * schema and reshapes onto the app types of lib/booking/types.ts, so the modal never sees a wire shape.
 * Refusals are ApiErrors (lib/api/client.ts).
 */

export const services = async (signal?: AbortSignal): Promise<BookingService[]> =>
  (await api.get('venue/services', { schema: servicesResponseSchema, signal })).data.map(reshapeService);

export const filters = async (serviceId: number, signal?: AbortSignal): Promise<FacilityFilters> =>
  reshapeFilters((await api.get(`facilities/services/filters/${serviceId}`, { schema: filtersResponseSchema, signal })).data);

/** The ticket filter of by-product services (facility-rentals/short). */
export const rentalTickets = async (serviceId: number, signal?: AbortSignal): Promise<RentalTicket[]> =>
  reshapeRentalTickets((await api.get('facilities/facility-rentals/short', { schema: rentalsShortResponseSchema, query: { venue_service_id: serviceId }, signal })).data);

export const schedule = async (query: Query, signal?: AbortSignal): Promise<Schedule> =>
  reshapeSchedule((await api.get('facilities/schedule', { schema: scheduleResponseSchema, query, signal })).data);

/** The ids of the facilities free for a slot, in the provider's order. */
export const availableFacilityIds = async (query: Query): Promise<number[]> =>
  (await api.get('facilities/fetchAvailableFacilities', { schema: availableFacilitiesResponseSchema, query })).data.map((f) => f.id);

export const autoFacility = async (query: Query): Promise<AutoFacility> =>
  reshapeAutoFacility((await api.get('facilities/auto', { schema: autoFacilityResponseSchema, query })).data);

/** Special mode threshold (customer-configurations); null when none. */
export const customerThreshold = async (signal?: AbortSignal): Promise<number | null> =>
  (await api.get('facilities/customer-configurations', { schema: customerConfigResponseSchema, signal })).data.customer_threshold ?? null;

export const visitorFieldConfig = async (serviceId: number, signal?: AbortSignal): Promise<VisitorFieldConfig> =>
  reshapeVisitorFieldConfig(await api.get('facilities/fieldConfig', { schema: fieldConfigResponseSchema, query: { venue_service_id: serviceId }, signal }));

export const customerTags = async (signal?: AbortSignal): Promise<Named[]> => (await api.get('customers/all-tags', { schema: tagsResponseSchema, signal })).data.map(reshapeNamed);

export const familyMembers = async (signal?: AbortSignal): Promise<FamilyMember[]> =>
  (await api.get('customers-associated', { schema: associatedResponseSchema, signal })).data.map(reshapeFamilyMember);

/** A saved family member's answers to the additional fields of a facility booking (spec §7). */
export const familyAdditionalData = async (customerId: number, signal?: AbortSignal): Promise<SavedAnswer[]> =>
  (await api.get('customers-associated/additional-data', { schema: associatedAdditionalDataResponseSchema, query: { customerId, product_type: 'facility' }, signal })).data.additional_fields.map(
    (a) => ({ id: a.id ?? null, slug: a.slug ?? null, value: a.value }),
  );
