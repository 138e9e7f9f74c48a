import { z } from '../zod';
import { api } from './client';
import type { EventSummary } from '../catalogue/types';

/**
 * The events list's range filter (spec §2) when the list has more pages than the one shown: GET
 * /api/catalogue/events, the storefront's own route, which answers app EventSummary items (never wire shapes).
 */
const text = z.object({ en: z.string(), ar: z.string() });
const eventSummarySchema = z.object({
  id: z.number(),
  name: text,
  summary: text,
  image: z.string().nullable(),
  fromPrice: z.object({ price: z.number(), tax: z.number() }).nullable(),
  category: text.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  locationName: text.nullable(),
});
const eventsAnswerSchema = z.object({ data: z.array(eventSummarySchema) });

/** Every upcoming event running within from..to (ISO dates); refusals are ApiErrors. */
export async function eventsInRange(from: string, to: string, signal?: AbortSignal): Promise<EventSummary[]> {
  return (await api.get('/api/catalogue/events', { query: { from, to }, schema: eventsAnswerSchema, signal })).data;
}
