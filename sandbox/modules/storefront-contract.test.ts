import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSlots } from '../../lib/booking/slots';
import { DAY, rangeEnd, toMinutes, toTime } from '../../lib/booking/time';
import { availableFacilitiesResponseSchema, scheduleResponseSchema, servicesResponseSchema } from '../../lib/provider/facilities';
import { reshapeSchedule } from '../../lib/provider/facility-shapes';
import { openDb, type DB } from '../db';
import { Router } from '../http';
import { loadSeed, MODULES } from '../server';
import { addDays, todayIn } from './clock';

/**
 * Issue 22 §8: the stand-in computes availability, overnight ranges and the venue clock with its own code
 * (sandbox/modules/clock.ts, facility-availability.ts); this contract test proves that it and the storefront's slot
 * generator (lib/booking/slots.ts) agree on the same seed. For every venue, service and date of the shipped seed and
 * of the overnight test seed, the storefront turns the sandbox's schedule answer into slots, and every start time of
 * every opening (free or not, past midnight included) is asked of the sandbox's own availability call: the facilities
 * it names free must be exactly the slot's facilities, and none where the storefront offers no slot.
 */
const SEED_DIR = path.join(import.meta.dirname, '..', 'seed');
const router = new Router();
for (const m of MODULES) m.routes(router);

type SeedVenue = { token: string; config?: { time_zone?: string; enable_over_night_booking?: number }; facility_booking?: unknown };
let db: DB | null = null;
afterEach(() => db?.close());

function open(extraSeed?: string) {
  const before = process.env.SANDBOX_EXTRA_SEEDS;
  process.env.SANDBOX_EXTRA_SEEDS = extraSeed ?? '';
  try {
    const { seed, text } = loadSeed(path.join(SEED_DIR, 'default.json'));
    db = openDb(':memory:', seed, text, MODULES);
    return (seed.venues as SeedVenue[]).filter((v) => v.facility_booking);
  } finally {
    if (before === undefined) delete process.env.SANDBOX_EXTRA_SEEDS;
    else process.env.SANDBOX_EXTRA_SEEDS = before;
  }
}

function get(token: string, pathAndQuery: string): unknown {
  const url = new URL(pathAndQuery, 'http://sandbox');
  const found = router.match('GET', url.pathname);
  if (!found || found === 'method') throw new Error(`no route ${pathAndQuery}`);
  const reply = found.handler({ db: db!, req: {} as IncomingMessage, params: found.params, query: url.searchParams, body: undefined, headers: { 'x-site-token': token }, venueToken: token, log: () => {} });
  const { status, body } = reply as { status: number; body: unknown };
  if (status !== 200) throw new Error(`${pathAndQuery}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Every disagreement between the storefront's slots and the sandbox's availability for one venue, as readable lines. */
function disagreements(venue: SeedVenue, days: number[], durations: number[]): { checked: number; offered: number; problems: string[] } {
  const token = venue.token;
  const overnight = !!venue.config?.enable_over_night_booking;
  const today = todayIn(venue.config?.time_zone ?? 'Asia/Dubai');
  const services = servicesResponseSchema.parse(get(token, '/api/v2/venue/services')).data;
  const problems: string[] = [];
  let checked = 0;
  let offered = 0;
  for (const service of services) {
    for (const day of days) {
      const date = addDays(today, day);
      const wire = scheduleResponseSchema.parse(get(token, `/api/v2/facilities/schedule?venue_service_id=${service.id}&date=${date}`)).data;
      const schedule = reshapeSchedule(wire);
      for (const duration of durations) {
        const slots = generateSlots({
          facilities: schedule.facilities,
          config: schedule.settings,
          date,
          duration,
          // The sandbox answers availability for the widest channel, as the provider's own call does.
          channel: 'partners',
          overnight,
          now: { date: addDays(today, -1), minutes: 0 },
          graceMinutes: 15,
        });
        const byStart = new Map(slots.map((s) => [s.startMin, s]));
        const step = Math.max(1, schedule.settings.timeIncrement || 60);
        // Every start the storefront considers (each opening, in the increment) and one step either side of each.
        const starts = new Set<number>();
        for (const f of schedule.facilities) {
          for (const r of f.rentals) {
            const from = toMinutes(r.start);
            const to = rangeEnd(r.start, r.end, overnight);
            for (let t = Math.max(0, from - step); t <= to - duration + step; t += step) starts.add(t);
          }
        }
        // A start after midnight that the next day's own openings cover is that day's question, not this date's.
        const nextDayOpens = (t: number) => schedule.facilities.some((f) => f.rentals.some((r) => toMinutes(r.start) <= t - DAY));
        for (const t of [...starts].sort((a, b) => a - b)) {
          const slot = byStart.get(t);
          if (!slot && (t >= DAY && (!overnight || nextDayOpens(t)))) continue;
          const end = t + duration;
          const q = `/api/v2/facilities/fetchAvailableFacilities?venue_service_id=${service.id}&date=${addDays(date, Math.floor(t / DAY))}&start_time=${toTime(t)}&end_time=${end % DAY === 0 ? '00:00:00' : toTime(end)}`;
          const free = availableFacilitiesResponseSchema.parse(get(token, q)).data.map((f) => f.id).sort();
          const mine = (slot?.facilityIds ?? []).slice().sort();
          checked++;
          if (slot) offered++;
          if (JSON.stringify(free) !== JSON.stringify(mine)) problems.push(`${token} service ${service.id} ${date} +${duration} min at ${toTime(t)}: storefront ${JSON.stringify(mine)}, sandbox ${JSON.stringify(free)}`);
        }
      }
    }
  }
  return { checked, offered, problems };
}

describe('the sandbox and the storefront agree on availability (issue 22 §8, spec §3, §9)', () => {
  it('on the shipped seed: every service, the next three days, one and two hours', { timeout: 120_000 }, () => {
    const venues = open();
    expect(venues.length).toBeGreaterThan(0);
    for (const v of venues) {
      const r = disagreements(v, [1, 2, 3], [60, 120]);
      expect(r.problems).toEqual([]);
      expect(r.checked).toBeGreaterThan(0);
    }
  });

  it('on the overnight seed: openings past midnight, the rolled 00:00 end and the maintenance after midnight', { timeout: 120_000 }, () => {
    const venues = open(path.join(SEED_DIR, 'test', 'overnight.json'));
    const night = venues.find((v) => v.config?.enable_over_night_booking);
    expect(night, 'the overnight test seed has a venue with overnight booking').toBeDefined();
    const r = disagreements(night!, [0, 1, 2], [60, 120]);
    expect(r.problems).toEqual([]);
    expect(r.offered).toBeGreaterThan(0);
    expect(r.checked).toBeGreaterThan(r.offered);
  });
});
