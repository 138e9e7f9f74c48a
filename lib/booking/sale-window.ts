/** HH:mm[:ss] as minutes after midnight (a 23:59:59 end is handled by the caller as midnight). */
const toMinutes = (t: string): number => {
  const [h = 0, m = 0] = t.split(':').map(Number);
  return h * 60 + m;
};

/**
 * When a dated product stops being sold (issue 23 item 1): an event session once it has started (and so also once
 * it has ended), an academy programme once its dates have passed, a membership that would start in the past. Times
 * are the venue's wall clock (DESIGN §2: the venue's zone, never the machine's; `venueMoment` below, with the platform's
 * Intl only, so the islands that use it load no date library);
 * spec §9 time formats HH:mm:ss, and an end of 00:00:00 or 23:59:59 is midnight at the end of the day.
 */
export interface VenueMoment {
  /** YYYY-MM-DD at the venue. */
  date: string;
  /** Minutes after the venue's midnight. */
  minutes: number;
}

export interface SessionTimes {
  startDate: string;
  startTime: string;
  /** The last day of the session (the start date when absent). */
  endDate?: string;
  endTime: string;
}

export type SessionState = 'open' | 'started' | 'ended';

const endMinutes = (start: string, end: string): number => {
  if (end.startsWith('00:00') || end.startsWith('23:59:59')) return 24 * 60;
  return toMinutes(end);
};

/** Whether `now` is at or after the wall-clock moment (date, minutes). */
const reached = (now: VenueMoment, date: string, minutes: number) => now.date > date || (now.date === date && now.minutes >= minutes);

/**
 * spec §3 event schedule: 'open' until its start, 'started' from its start, 'ended' from its end. A one-day session
 * whose end is at or before its start runs past midnight (spec §9 overnight roll).
 */
export function sessionState(s: SessionTimes, now: VenueMoment): SessionState {
  const endDate = s.endDate ?? s.startDate;
  const start = toMinutes(s.startTime);
  let end = endMinutes(s.startTime, s.endTime);
  let last = endDate;
  if (endDate === s.startDate && end <= start) {
    // Overnight: the end belongs to the next day.
    end += 24 * 60;
  }
  if (end >= 24 * 60) {
    const [y, m, d] = last.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(y, m - 1, d + Math.floor(end / (24 * 60))));
    last = next.toISOString().slice(0, 10);
    end %= 24 * 60;
  }
  if (reached(now, last, end)) return 'ended';
  if (reached(now, s.startDate, start)) return 'started';
  return 'open';
}

/** A session is sold only before it starts. */
export const sessionOnSale = (s: SessionTimes, now: VenueMoment): boolean => sessionState(s, now) === 'open';

/** spec §5 booking dates: not before today. A programme start date or a membership start date in the past is refused. */
export const dateInPast = (date: string, now: VenueMoment): boolean => date < now.date;

/** The venue's date and minutes at `at` in its time zone (as `venueNow` in ./time, without date-fns for the islands). */
export function venueMoment(timeZone: string, at: Date = new Date()): VenueMoment {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}
