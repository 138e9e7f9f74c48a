import { logout } from '../auth/actions';
import { safeNextUrl } from '../routing/links';
import { HEADER } from '../provider/headers';

/**
 * The islands' way to the BFF (/api/provider/...): adds the device's local time and zone (spec §7) and handles a
 * 401 once for everyone (spec §8): the session is cleared, and /login shows 'Session expired, please login again'
 * (login reads error=SessionExpired) with a way back to this page.
 */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}

function localWallClock(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

let expiring = false;

export async function handleSessionExpired(): Promise<void> {
  if (expiring) return;
  expiring = true;
  try {
    await logout();
  } catch {
    // The redirect below still happens; /login works without a session.
  }
  const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const here = safeNextUrl(`${window.location.pathname}${window.location.search}`);
  const params = new URLSearchParams({ error: 'SessionExpired', lang });
  if (here && !here.startsWith('/login')) params.set('nextUrl', here);
  window.location.assign(`/login?${params.toString()}`);
}

export async function clientFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(HEADER.localTime, localWallClock());
  try {
    headers.set(HEADER.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    // Older browsers: the server uses the venue's zone.
  }
  const res = await fetch(input, { ...init, headers, cache: 'no-store', credentials: 'same-origin' });
  if (res.status === 401) {
    await handleSessionExpired();
    throw new SessionExpiredError();
  }
  return res;
}

/** clientFetch for a JSON answer of the BFF. */
export async function clientJson<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T | null }> {
  const res = await clientFetch(path, init);
  const body = (await res.json().catch(() => null)) as T | null;
  return { status: res.status, body };
}
