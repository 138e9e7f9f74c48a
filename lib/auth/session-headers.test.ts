import { describe, expect, it } from 'vitest';
import { createActionURL } from '@auth/core';
import { sessionHeaders } from './session-headers';

// What next-auth does with the headers before reading the session: the action URL, then its base path against the
// URL's origin (@auth/core utils/providers.js). A junk scheme gave the origin 'null' and an "Invalid URL" log line.
const sessionUrl = (h: Headers) => {
  const url = createActionURL('session', h.get('x-forwarded-proto') as string, h, {}, { basePath: '/api/auth' } as never);
  return new URL('/api/auth', url.origin);
};

describe('sessionHeaders (the session of a request with junk headers)', () => {
  it('the raw junk headers are what broke next-auth', () => {
    const raw = new Headers({ host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' });
    expect(() => sessionUrl(raw)).toThrow(/Invalid URL/);
  });

  it.each([
    [{ 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' }, 'http://localhost:3000'],
    [{ 'x-forwarded-proto': 'https' }, 'https://localhost:3000'],
    [{ 'x-forwarded-proto': 'HTTPS, http' }, 'https://localhost:3000'],
    [{}, 'http://localhost:3000'],
  ])('builds a real http(s) URL from %o', (extra, origin) => {
    const h = sessionHeaders(new Headers({ host: 'localhost:3000', cookie: 'a=1', ...extra }));
    expect(sessionUrl(h).origin).toBe(origin);
    expect(h.get('cookie')).toBe('a=1');
    expect(h.get('x-forwarded-host')).toBeNull();
  });

  it.each(['local host', '%00', 'localhost:3000@evil.example', ''])('a malformed Host %j falls back to localhost', (host) => {
    const h = new Headers();
    if (host) h.set('host', host);
    expect(sessionUrl(sessionHeaders(h)).host).toBe('localhost');
  });
});
