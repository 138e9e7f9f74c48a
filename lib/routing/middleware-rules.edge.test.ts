import { describe, expect, it } from 'vitest';
import { decide, MAX_NEXT_URL } from './middleware-rules';

const base = { preferredLocale: null, hasSession: false, sections: null };

// spec §2 navigation rules: login-required routes send visitors to /login with nextUrl = the full original path.
describe('decide: login redirect', () => {
  it('carries the full original path and query in nextUrl', () => {
    const d = decide({ ...base, pathname: '/profile/user', search: 'lang=ar&tab=2' });
    expect(d).toEqual({ kind: 'redirect', status: 307, location: `/login?${new URLSearchParams({ nextUrl: '/profile/user?lang=ar&tab=2', lang: 'ar' })}` });
  });

  it('keeps only the path when the query would make the Location header oversized (issue 6 bad input)', () => {
    const search = `lang=en&q=${'%EF%BF%BD'.repeat(1200)}`;
    const d = decide({ ...base, pathname: '/profile/user', search });
    expect(d.kind).toBe('redirect');
    const location = d.kind === 'redirect' ? d.location : '';
    expect(location.length).toBeLessThan(MAX_NEXT_URL * 3 + 100);
    expect(new URLSearchParams(location.split('?')[1]).get('nextUrl')).toBe('/profile/user');
  });
});

// spec §2: every navigation gets lang; other query parameters are kept.
describe('decide: lang', () => {
  it('adds a missing or repeated lang, keeping the rest of the query', () => {
    expect(decide({ ...base, pathname: '/events', search: 'page=2' })).toEqual({ kind: 'redirect', status: 307, location: '/events?page=2&lang=en' });
    expect(decide({ ...base, pathname: '/', search: 'lang=en&lang=ar', preferredLocale: 'ar' })).toEqual({ kind: 'redirect', status: 307, location: '/?lang=ar' });
  });
  it('passes a valid request through', () => {
    expect(decide({ ...base, pathname: '/about-us', search: 'lang=ar' })).toEqual({ kind: 'next' });
  });
});
