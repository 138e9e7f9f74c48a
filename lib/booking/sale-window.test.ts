import { describe, expect, it } from 'vitest';
import { dateInPast, sessionOnSale, sessionState, venueMoment } from './sale-window';
import { formatInTimeZone } from 'date-fns-tz';
import { venueNow } from './time';

// Issue 23 item 1: "a session that has started or ended … shown as such and not offered", by date and time at the
// venue (DESIGN §2). spec §9: an end of 00:00:00 or 23:59:59 is midnight at the end of the day (overnight roll).
const at = (date: string, hm: string) => ({ date, minutes: Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5)) });
const evening = { startDate: '2026-05-10', startTime: '18:00:00', endTime: '22:00:00' };

describe('event session sale window', () => {
  it('is open before its start, started from its start, ended from its end (date and time)', () => {
    expect(sessionState(evening, at('2026-05-09', '23:00'))).toBe('open');
    expect(sessionState(evening, at('2026-05-10', '17:59'))).toBe('open');
    expect(sessionState(evening, at('2026-05-10', '18:00'))).toBe('started');
    expect(sessionState(evening, at('2026-05-10', '21:59'))).toBe('started');
    expect(sessionState(evening, at('2026-05-10', '22:00'))).toBe('ended');
    expect(sessionState(evening, at('2026-05-11', '08:00'))).toBe('ended');
    expect(sessionOnSale(evening, at('2026-05-10', '17:59'))).toBe(true);
    expect(sessionOnSale(evening, at('2026-05-10', '18:00'))).toBe(false);
  });

  it('an end at midnight (00:00:00 or 23:59:59, spec §9) or before the start rolls into the next day', () => {
    for (const endTime of ['00:00:00', '23:59:59']) {
      const s = { ...evening, endTime };
      expect(sessionState(s, at('2026-05-10', '23:59'))).toBe('started');
      expect(sessionState(s, at('2026-05-11', '00:00'))).toBe('ended');
    }
    const late = { ...evening, startTime: '22:00:00', endTime: '02:00:00' };
    expect(sessionState(late, at('2026-05-11', '01:59'))).toBe('started');
    expect(sessionState(late, at('2026-05-11', '02:00'))).toBe('ended');
  });

  it('a session over several days ends on its last day', () => {
    const festival = { startDate: '2026-05-10', endDate: '2026-05-12', startTime: '09:00:00', endTime: '21:00:00' };
    expect(sessionState(festival, at('2026-05-11', '22:00'))).toBe('started');
    expect(sessionState(festival, at('2026-05-12', '21:00'))).toBe('ended');
  });
});

describe('dated products (spec §5 booking dates: not before today)', () => {
  it('a start date before the venue’s today is in the past; today is not', () => {
    expect(dateInPast('2026-05-09', at('2026-05-10', '00:01'))).toBe(true);
    expect(dateInPast('2026-05-10', at('2026-05-10', '23:59'))).toBe(false);
  });
});

describe("the venue's moment (DESIGN §2: the venue's zone, never the machine's)", () => {
  it('agrees with date-fns-tz (and venueNow of lib/booking/time) for Dubai around midnight and mid-day', () => {
    for (const iso of ['2026-05-10T19:59:00Z', '2026-05-10T20:00:00Z', '2026-05-10T08:30:00Z']) {
      const [date, hm] = formatInTimeZone(new Date(iso), 'Asia/Dubai', 'yyyy-MM-dd HH:mm').split(' ') as [string, string];
      const expected = { date, minutes: Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5)) };
      expect(venueMoment('Asia/Dubai', new Date(iso))).toEqual(expected);
      expect(venueNow('Asia/Dubai', new Date(iso))).toEqual(expected);
    }
    expect(venueMoment('Asia/Dubai', new Date('2026-05-10T20:00:00Z'))).toEqual({ date: '2026-05-11', minutes: 0 });
  });
});
