import { formatInTimeZone } from 'date-fns-tz';
import { HEADER } from './header-names';

/** Header names of the provider contract (spec §7), in a module of their own so browser code stays free of date-fns-tz. */
export { HEADER };

export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

export interface RequestContext {
  siteToken?: string | null;
  sessionId?: string | null;
  bearer?: string | null;
  timeZone?: string;
  /** Local time as the user's device reports it (from the browser); otherwise now in the time zone. */
  localTime?: string | null;
}

/** Local time as YYYY-MM-DD HH:mm:ss in the given zone (spec §7). */
export function localTimeIn(timeZone: string, now: Date = new Date()): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd HH:mm:ss');
}

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const TIME_ZONE = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The device's clock as the browser sent it to one of the storefront's routes (spec §7: every provider request
 * carries the user's local time and zone), each kept only when well-formed; without them the server sends its own
 * (now in the venue's zone, providerHeaders).
 */
export function deviceClock(get: (name: string) => string | null | undefined): Pick<RequestContext, 'localTime' | 'timeZone'> {
  const localTime = get(HEADER.localTime);
  const timeZone = get(HEADER.timeZone);
  return {
    ...(localTime && WALL_CLOCK.test(localTime) ? { localTime } : {}),
    ...(timeZone && TIME_ZONE.test(timeZone) ? { timeZone } : {}),
  };
}

export function providerHeaders(ctx: RequestContext, now: Date = new Date()): Record<string, string> {
  const timeZone = ctx.timeZone ?? DEFAULT_TIME_ZONE;
  const h: Record<string, string> = {
    accept: 'application/json',
    [HEADER.localTime]: ctx.localTime ?? localTimeIn(timeZone, now),
    [HEADER.timeZone]: timeZone,
  };
  if (ctx.siteToken) h[HEADER.siteToken] = ctx.siteToken;
  if (ctx.sessionId) h[HEADER.sessionId] = ctx.sessionId;
  if (ctx.bearer) h[HEADER.authorization] = `Bearer ${ctx.bearer}`;
  return h;
}
