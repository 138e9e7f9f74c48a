import 'server-only';
import { cachedRead } from '../cached-read';
import { tags } from '../cache-tags';
import type { Tenant } from '../tenant/tenants';
import { fetchEvent, fetchEvents } from '../provider/events';
import { fetchTrainer, fetchTrainers } from '../provider/trainers';
import { fetchAcademies, fetchAcademy } from '../provider/academies';
import { fetchMemberships } from '../provider/memberships';
import { getCustomerTags } from '../provider/self-service-calls';
import { getLeadForm } from '../provider/form-calls';

/**
 * Server-side cached catalogue reads (DESIGN §2): per host, revalidated every 300 s and by tag. A detail is
 * tagged with its list too, so revalidating a list refreshes its details.
 */
const ctx = (t: Tenant) => ({ siteToken: t.siteToken });

function list<T>(t: Tenant, kind: string, key: string[], fn: () => Promise<T>) {
  return cachedRead([kind, t.host, ...key], [tags.list(t.host, kind), tags.venue(t.host)], fn);
}
function item<T>(t: Tenant, kind: string, id: number, fn: () => Promise<T>) {
  return cachedRead([kind, t.host, String(id)], [tags.item(t.host, kind, id), tags.list(t.host, kind), tags.venue(t.host)], fn);
}

export const loadEvents = (t: Tenant, page = 1) => list(t, 'events', [String(page)], () => fetchEvents(ctx(t), page));
/** Upcoming events running within a date range, every page up to a cap (the list filters, spec §2). */
export const MAX_RANGE_PAGES = 10;
export const loadEventsInRange = (t: Tenant, from: string, to: string) =>
  list(t, 'events', ['range', from, to], async () => {
    const first = await fetchEvents(ctx(t), 1, { from, to });
    const pages = Math.min(first.totalPages, MAX_RANGE_PAGES);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchEvents(ctx(t), i + 2, { from, to })));
    return [first, ...rest].flatMap((p) => p.items);
  });
export const loadEvent = (t: Tenant, id: number) => item(t, 'events', id, () => fetchEvent(ctx(t), id));
export const loadTrainers = (t: Tenant, page = 1) => list(t, 'trainers', [String(page)], () => fetchTrainers(ctx(t), page));
export const loadTrainer = (t: Tenant, id: number) => item(t, 'trainers', id, () => fetchTrainer(ctx(t), id));
export const loadAcademies = (t: Tenant, page = 1) => list(t, 'academies', [String(page)], () => fetchAcademies(ctx(t), page));
export const loadAcademy = (t: Tenant, id: number) => item(t, 'academies', id, () => fetchAcademy(ctx(t), id));
export const loadMemberships = (t: Tenant) => list(t, 'memberships', [], () => fetchMemberships(ctx(t)));

/** The venue's customer tags (the profile's purpose of visit, spec §3 customer_tag): the same for every customer of a venue. */
export const loadCustomerTags = (t: Tenant) => list(t, 'customer-tags', [], () => getCustomerTags(ctx(t)));

/**
 * The venue's lead form (spec §4 GET leads), the same for every visitor: read once per venue and kept with the
 * configured forms' tag, so the modal's browser code needs neither zod nor the wire schemas to open it.
 */
export const loadLeadForm = (t: Tenant) =>
  cachedRead(['content', t.host, 'lead-form'], [tags.item(t.host, 'forms', 'leads'), tags.venue(t.host)], () => getLeadForm(ctx(t)));
