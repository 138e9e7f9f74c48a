import 'server-only';
import { headers } from 'next/headers';
import { venueNow } from '@/lib/booking/time';
import type { RequestContext } from '@/lib/provider/headers';
import { getBookings, rescheduleBooking } from '@/lib/provider/self-service-calls';
import { requireSite } from '@/lib/tenant/site';
import { changeFailureKey } from './change-failure';
import { bookingMinutes, movedEnd, rescheduleRefusal } from './booking-changes';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * Moves a facility booking (issue 23 item 2): the booking is read back from the provider (its length, facility and
 * window come from there, never from the form), the new slot is checked with the rule of a new booking
 * (booking-changes.ts rescheduleRefusal) in the venue's time zone, and only then sent; the provider checks again
 * and answers a full slot. The outcome is a `selfService.history` key; nothing changes on a refusal.
 */
export async function moveBooking(ctx: RequestContext, input: { order: number; line: number; date: string; start: string }): Promise<{ done: 'rescheduled' } | { error: string }> {
  const { order, line, date, start } = input;
  if (!Number.isInteger(order) || order <= 0 || !Number.isInteger(line) || line < 0 || !DATE.test(date) || !TIME.test(start)) return { error: 'invalidSlot' };
  const { site } = await requireSite((await headers()).get('host') ?? '');
  const list = await getBookings(ctx, 'facility', { page: 1, orderId: order }, site.timeZone);
  const b = list.items.find((x) => x.line === line);
  if (!b?.facility || !b.start || !b.end) return { error: 'notFound' };
  if (!b.facility.canReschedule) return { error: 'notAllowed' };
  const startTime = start.length === 5 ? `${start}:00` : start;
  const move = b.facility.move;
  const refusal = rescheduleRefusal({ date, start: startTime }, venueNow(site.timeZone), {
    advanceDays: move?.advanceDays ?? 30,
    delay: move?.delay ?? 0,
    customRange: site.facilityBooking.customRange,
  });
  if (refusal) return { error: refusal };
  try {
    await rescheduleBooking(ctx, order, { line, date, start_time: startTime, end_time: movedEnd(startTime, bookingMinutes(b.start, b.end), site.facilityBooking.overnight) });
  } catch (e) {
    const key = changeFailureKey(e);
    if (key === 'generic') throw e;
    return { error: key };
  }
  return { done: 'rescheduled' };
}
