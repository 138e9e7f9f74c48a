import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/repo.mjs';

/**
 * The flash sale's session (issue 26): a test seed (SANDBOX_EXTRA_SEEDS) that gives the Oasis venue's Lap Pool
 * (facility 31, per-capacity, product 311 "Adult swim", one place each) a capacity of `capacity` and no seeded
 * bookings, so exactly `capacity` places can be sold on any slot. Written to `dir`; returns its path.
 */
export const SESSION = { facility_id: 31, product_id: 311, venue_service_id: 3, token: 'oasis-site-token' };

export function writeRushSeed(dir, capacity) {
  const booking = JSON.parse(readFileSync(path.join(repoRoot, 'sandbox/seed/default.booking.json'), 'utf8'));
  const venue = booking.venues.find((v) => v.token === SESSION.token);
  const pool = venue.facility_booking.facilities.find((f) => f.id === SESSION.facility_id);
  pool.capacity = capacity;
  pool.bookings = [];
  const file = path.join(dir, 'rush-seed.json');
  writeFileSync(file, JSON.stringify({ venues: [{ token: SESSION.token, facility_booking: venue.facility_booking }] }));
  return file;
}

/** The session sold: a slot two days ahead in the venue's time zone, 10:00-11:00. */
export function rushSlot() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 2);
  return { date: d.toISOString().slice(0, 10), start_time: '10:00:00', end_time: '11:00:00' };
}
