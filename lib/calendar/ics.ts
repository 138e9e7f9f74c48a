/**
 * A small RFC 5545 writer for "add to calendar" on event details (issue 3): one VEVENT per schedule, with its
 * local times in the venue's time zone (DTSTART;TZID=…) and a VTIMEZONE for that zone.
 */
export interface CalendarEvent {
  uid: string;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  geo?: { lat: number; lng: number } | null;
  /** Venue-local date and time. */
  start: { date: string; time: string };
  end: { date: string; time: string };
  timeZone: string;
}

/** A calendar entry's description: its non-empty lines, in order (what, when, where, and a link or order). */
export const entryDescription = (lines: Array<string | null | undefined>): string => lines.filter((l): l is string => !!l && !!l.trim()).join('\n');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function localStamp(date: string, time: string): string {
  const t = (time.length === 5 ? `${time}:00` : time).replace(/:/g, '');
  return `${date.replace(/-/g, '')}T${t}`;
}

function utcStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** "+0400" for the zone's UTC offset on that date. */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return m ? `${m[1]}${m[2]}${m[3] ?? '00'}` : '+0000';
}

/**
 * The VTIMEZONE names the zone's offset at the event. That is exact for zones without daylight saving (the
 * venues' Asia/Dubai); calendar apps resolve a known TZID from their own zone database anyway.
 */
function vtimezone(timeZone: string, at: Date): string[] {
  const offset = utcOffset(timeZone, at);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

export function buildIcs(events: CalendarEvent[], now: Date = new Date(), prodId = '-//Venue Storefront//Events//EN'): string {
  const zones = [...new Set(events.map((e) => e.timeZone))];
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const z of zones) {
    const first = events.find((e) => e.timeZone === z)!;
    lines.push(...vtimezone(z, new Date(`${first.start.date}T12:00:00Z`)));
  }
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${e.timeZone}:${localStamp(e.start.date, e.start.time)}`,
      `DTEND;TZID=${e.timeZone}:${localStamp(e.end.date, e.end.time)}`,
      `SUMMARY:${escapeText(e.title)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.geo) lines.push(`GEO:${e.geo.lat};${e.geo.lng}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
