/** Spec §9: permitted clock difference 5 minutes; version poll every 60000 ms. */
export const PERMITTED_CLOCK_DIFF_MS = 5 * 60 * 1000;
export const VERSION_POLL_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's own local time as YYYY-MM-DD HH:mm:ss (spec §7 local-time header). */
export function deviceLocalTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function parseWallClock(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, se] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, se!);
}

/**
 * True when the device's wall clock and the venue's differ by more than 5 minutes. Both are wall-clock readings;
 * the device reports its own zone's time and the server answers in the venue's zone, so a device set to another
 * zone is also told to fix its time, as the spec's modal asks.
 */
export function clockDiscrepancy(userTime: string, systemTime: string): boolean {
  const u = parseWallClock(userTime);
  const s = parseWallClock(systemTime);
  if (u === null || s === null) return false;
  return Math.abs(u - s) > PERMITTED_CLOCK_DIFF_MS;
}

/** 'Update Now' reloads with a v query of the current unix time (spec §4). */
export function versionReloadUrl(current: string, nowMs: number): string {
  const url = new URL(current);
  url.searchParams.set('v', String(Math.floor(nowMs / 1000)));
  return url.toString();
}
