import { describe, expect, it } from 'vitest';
import { decide } from './middleware-rules';

const base = { hasSession: false, sections: ['events', 'blogs'], preferredLocale: null };

describe('middleware decisions (spec §2 navigation rules, DESIGN §2)', () => {
  it('adds lang when absent and keeps every other query parameter', () => {
    // spec §2: every navigation gets a lang query parameter with the current locale if absent
    expect(decide({ ...base, pathname: '/events', search: 'utm_source=x&page=2' })).toEqual({
      kind: 'redirect',
      location: '/events?utm_source=x&page=2&lang=en',
      status: 307,
    });
  });

  it('uses the locale the visitor chose last', () => {
    expect(decide({ ...base, pathname: '/', search: '', preferredLocale: 'ar' })).toMatchObject({ location: '/?lang=ar' });
  });

  it('replaces an unknown or repeated lang', () => {
    expect(decide({ ...base, pathname: '/', search: 'lang=fr' })).toMatchObject({ location: '/?lang=en' });
    expect(decide({ ...base, pathname: '/', search: 'lang=en&lang=ar' })).toMatchObject({ location: '/?lang=en' });
  });

  it('sends a section the venue does not list to /404', () => {
    // spec §2: section routes are reachable only if the navigation lists the matching section
    expect(decide({ ...base, pathname: '/training/4', search: 'lang=ar' })).toEqual({ kind: 'redirect', location: '/404?lang=ar', status: 307 });
    expect(decide({ ...base, pathname: '/events/4', search: 'lang=ar' })).toEqual({ kind: 'next' });
  });

  it('gates nothing when the config could not be read', () => {
    expect(decide({ ...base, sections: null, pathname: '/training', search: 'lang=en' })).toEqual({ kind: 'next' });
  });

  it('sends a visitor without a session from a login-required route to /login with the full original path', () => {
    // spec §2: redirects to /login with a nextUrl query holding the full original path
    const d = decide({ ...base, pathname: '/profile/user/wallet', search: 'lang=en&tab=2' });
    expect(d.kind).toBe('redirect');
    const url = new URL((d as { location: string }).location, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('nextUrl')).toBe('/profile/user/wallet?lang=en&tab=2');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('lets a signed-in visitor through to the profile', () => {
    expect(decide({ ...base, hasSession: true, pathname: '/profile/user', search: 'lang=en' })).toEqual({ kind: 'next' });
  });

  it('gates booking-history profile pages by section too', () => {
    expect(decide({ ...base, hasSession: true, pathname: '/profile/trainer-sessions', search: 'lang=en' })).toMatchObject({ location: '/404?lang=en' });
    expect(decide({ ...base, hasSession: true, pathname: '/profile/event-bookings', search: 'lang=en' })).toEqual({ kind: 'next' });
  });
});
