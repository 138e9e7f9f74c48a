import { describe, expect, it } from 'vitest';
import { eventFacts } from './event-facts';

// issue 24.7: on a phone the event page shows date, time, place and price above the fold; spec §2 event-details
// shows ticket prices including VAT.
describe('event facts above the fold', () => {
  const schedules = [
    { startTime: '18:00:00', endTime: '22:00:00' },
    { startTime: '18:00:00', endTime: '22:00:00' },
  ];
  it('the first schedule time, and the lowest price incl. VAT of the tickets on sale', () => {
    const f = eventFacts({ schedules, tickets: [{ price: 100, tax: 5, soldOut: false }, { price: 40, tax: 2, soldOut: true }, { price: 60, tax: 3, soldOut: false }] });
    expect(f).toEqual({ time: { start: '18:00:00', end: '22:00:00' }, lowest: { price: 60, tax: 3 } });
  });
  it('gives no price when nothing is on sale, and no time without a schedule', () => {
    const f = eventFacts({ schedules: [{ startTime: '10:00:00', endTime: '12:00:00' }, ...schedules], tickets: [{ price: 1, tax: 0, soldOut: true }] });
    expect(f.time).toEqual({ start: '10:00:00', end: '12:00:00' });
    expect(f.lowest).toBeNull();
    expect(eventFacts({ schedules: [], tickets: [] })).toEqual({ time: null, lowest: null });
  });
});
