import { describe, expect, it } from 'vitest';
import { addDays, endOfMonth, formatISO, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns';
import { filterQueryUrl, filterRange, readFilterQuery, runsWithin, todayIn } from './event-filters';

describe('event date filters', () => {
  // spec §9: default time zone Asia/Dubai; DESIGN §2: "today" is computed in the venue's time zone
  it('computes today in the venue time zone, not the server zone', () => {
    // 22:30 UTC on 21 Nov is already 02:30 on 22 Nov in Dubai (UTC+4).
    expect(todayIn('Asia/Dubai', new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
    expect(todayIn('UTC', new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });
  // spec §2 events search filters: all, today, this week, this month, pick a date
  it('all selects everything', () => {
    expect(filterRange('all', '2026-11-22')).toBeNull();
    expect(runsWithin({ startDate: '2020-01-01', endDate: '2020-01-01' }, null)).toBe(true);
  });
  it('today is the single venue-local day', () => {
    expect(filterRange('today', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
  // spec §9: week starts Monday
  it('this week runs Monday to Sunday', () => {
    // 22 Nov 2026 is a Sunday: its week began on Monday 16 Nov.
    expect(filterRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(filterRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(filterRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
  it('this month runs from the first to the last day', () => {
    expect(filterRange('month', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(filterRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  it('pick a date selects that day, and ignores an invalid date', () => {
    expect(filterRange('date', '2026-11-22', '2026-12-05')).toEqual({ from: '2026-12-05', to: '2026-12-05' });
    expect(filterRange('date', '2026-11-22', '')).toBeNull();
    expect(filterRange('date', '2026-11-22', 'soon')).toBeNull();
  });
  // issue 27 §2: the island does its day arithmetic on the platform's Date; date-fns is the reference it must match.
  it('gives the weeks and months date-fns gives, across years, leap days and clock changes', () => {
    const iso = (d: Date) => formatISO(d, { representation: 'date' });
    for (let t = Date.UTC(2027, 11, 1); t <= Date.UTC(2029, 2, 31); t += 86_400_000) {
      const today = new Date(t).toISOString().slice(0, 10);
      const from = startOfWeek(parseISO(today), { weekStartsOn: 1 });
      expect(filterRange('week', today)).toEqual({ from: iso(from), to: iso(addDays(from, 6)) });
      expect(filterRange('month', today)).toEqual({ from: iso(startOfMonth(parseISO(today))), to: iso(endOfMonth(parseISO(today))) });
    }
    for (const picked of ['2028-02-29', '2027-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-12-31']) {
      expect(filterRange('date', '2026-11-22', picked) !== null, picked).toBe(isValid(parseISO(picked)));
    }
  });
  it('keeps a multi-day event that overlaps the range', () => {
    const range = { from: '2026-11-22', to: '2026-11-22' };
    expect(runsWithin({ startDate: '2026-11-21', endDate: '2026-11-23' }, range)).toBe(true);
    expect(runsWithin({ startDate: '2026-11-23', endDate: '2026-11-24' }, range)).toBe(false);
    expect(runsWithin({ startDate: '2026-11-20', endDate: '2026-11-21' }, range)).toBe(false);
  });
});

// issue 16 §16: the filter is in the URL, so Back steps through it and the result can be shared.
describe('filter in the URL', () => {
  it('reads when= and date=, ignoring anything else', () => {
    expect(readFilterQuery('?lang=en&when=date&date=2031-01-01')).toEqual({ filter: 'date', date: '2031-01-01' });
    expect(readFilterQuery('?lang=en&when=week')).toEqual({ filter: 'week', date: '' });
    expect(readFilterQuery('?lang=en&when=<x>&date=soon')).toEqual({ filter: 'all', date: '' });
  });
  it('writes them, keeping lang and dropping the page', () => {
    expect(filterQueryUrl('/events', '?lang=ar&page=2', 'date', '2031-01-01')).toBe('/events?lang=ar&when=date&date=2031-01-01');
    expect(filterQueryUrl('/events', '?lang=ar&when=date&date=2031-01-01', 'all', '')).toBe('/events?lang=ar');
    expect(filterQueryUrl('/events', '?lang=en', 'date', '')).toBe('/events?lang=en&when=date');
  });
});
