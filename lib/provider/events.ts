import { z } from '@/lib/zod';
import { bilingual } from './wire-fields';
import { providerRequest } from './client';
import type { RequestContext } from './headers';
import { text } from './reshape';
import type { EventDetail, EventSchedule, EventSummary, EventTicket } from '@/lib/catalogue/types';

export type { EventDetail, EventSchedule, EventSummary, EventTicket };
import { spanFields, isoDate, mapPinSchema, money, optionalText, pagedSchema, reshapePaged, type Paged, catalogueCardFields, reshapeCatalogueCard, fetchDetail } from './catalogue-common';

/** GET events, GET events/{id} (DESIGN §4 catalogue paths). Times are venue-local in the event's time zone. */
export const eventScheduleSchema = z.object({ id: z.number().int(), ...spanFields });

export const eventTicketSchema = z.object({
  id: z.number().int(),
  ...bilingual('name', z.string()),
  ...bilingual('description'),
  price: money,
  tax_amount: money,
  participant_count: z.number().int().positive().default(1),
  sold_out: z.boolean().default(false),
});

export const eventLocationSchema = z.object({
  ...bilingual('name', z.string()),
  ...bilingual('address'),
  map_pin: mapPinSchema.nullish(),
});

export const eventSummarySchema = z.object({
  ...catalogueCardFields,
  ...bilingual('category'),
  start_date: isoDate,
  end_date: isoDate,
  ...bilingual('location_name'),
});

export const eventDetailSchema = eventSummarySchema.extend({
  ...bilingual('description'),
  time_zone: z.string().default('Asia/Dubai'),
  location: eventLocationSchema,
  schedules: z.array(eventScheduleSchema),
  tickets: z.array(eventTicketSchema),
});

export const eventsResponseSchema = pagedSchema(eventSummarySchema);
export const eventResponseSchema = z.object({ status: z.boolean(), data: eventDetailSchema });





export function reshapeEventSummary(e: z.output<typeof eventSummarySchema>): EventSummary {
  return {
    ...reshapeCatalogueCard(e),
    category: optionalText(e.category, e.ar_category),
    startDate: e.start_date,
    endDate: e.end_date,
    locationName: optionalText(e.location_name, e.ar_location_name),
  };
}

export function reshapeEventDetail(e: z.output<typeof eventDetailSchema>): EventDetail {
  return {
    ...reshapeEventSummary(e),
    description: text(e.description, e.ar_description),
    timeZone: e.time_zone,
    location: {
      name: text(e.location.name, e.location.ar_name),
      address: optionalText(e.location.address, e.location.ar_address),
      pin: e.location.map_pin ?? null,
    },
    schedules: e.schedules.map((s) => ({ id: s.id, startDate: s.start_date, startTime: s.start_time, endDate: s.end_date, endTime: s.end_time })),
    tickets: e.tickets.map((t) => ({
      id: t.id,
      name: text(t.name, t.ar_name),
      description: optionalText(t.description, t.ar_description),
      price: t.price,
      tax: t.tax_amount,
      participantCount: t.participant_count,
      soldOut: t.sold_out,
    })),
  };
}

export async function fetchEvents(ctx: RequestContext, page = 1, range?: { from: string; to: string }): Promise<Paged<EventSummary>> {
  const res = await providerRequest('events', { ctx, query: { page, from: range?.from, to: range?.to }, schema: eventsResponseSchema });
  return reshapePaged(res.data, reshapeEventSummary);
}

/** GET events/{id}; an unknown id is null (the page answers 404). */
export const fetchEvent = (ctx: RequestContext, id: number): Promise<EventDetail | null> => fetchDetail(ctx, `events/${id}`, eventResponseSchema, reshapeEventDetail);
