import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, utcOffset } from './ics';

const event = {
  uid: 'event-1-schedule-3@localhost',
  title: 'Creek Padel Open, Finals; day 2',
  description: 'Line one\nLine two',
  location: 'Al Jaddaf Waterfront, Dubai',
  url: 'http://localhost/events/1?lang=en',
  geo: { lat: 25.2285, lng: 55.3273 },
  start: { date: '2026-11-22', time: '18:00:00' },
  end: { date: '2026-11-22', time: '22:30:00' },
  timeZone: 'Asia/Dubai',
};

describe('ics writer (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'بطولة '.repeat(20)}`);
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'بطولة '.repeat(20)}`);
  });
  // issue 3 / spec §9: the schedule is written in the event's (venue's) time zone, default Asia/Dubai
  it('writes local times with the venue TZID and a matching VTIMEZONE', () => {
    const ics = buildIcs([event], new Date('2026-11-01T08:00:00Z'));
    expect(ics).toContain('DTSTART;TZID=Asia/Dubai:20261122T180000\r\n');
    expect(ics).toContain('DTEND;TZID=Asia/Dubai:20261122T223000\r\n');
    expect(ics).toContain('TZID:Asia/Dubai\r\n');
    expect(ics).toContain('TZOFFSETTO:+0400\r\n');
    expect(ics).toContain('DTSTAMP:20261101T080000Z\r\n');
    expect(ics).toContain('SUMMARY:Creek Padel Open\\, Finals\\; day 2\r\n');
    expect(ics).toContain('GEO:25.2285;55.3273\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('reads zone offsets', () => {
    expect(utcOffset('Asia/Dubai', new Date('2026-06-01T00:00:00Z'))).toBe('+0400');
    expect(utcOffset('UTC', new Date('2026-06-01T00:00:00Z'))).toBe('+0000');
  });
});
