import { describe, expect, it } from 'vitest';
import { href, safeNextUrl, switchLocaleHref } from './links';

describe('internal links carry lang (DESIGN §2)', () => {
  it('adds lang and keeps the query', () => {
    expect(href('/events', 'ar')).toBe('/events?lang=ar');
    expect(href('/events?page=2', 'en', { date: '2026-11-22' })).toBe('/events?page=2&date=2026-11-22&lang=en');
    expect(href('', 'en')).toBe('/?lang=en');
  });

  it('switches language on the same page and query (spec §4 Language)', () => {
    expect(switchLocaleHref('/events/3', '?lang=en&tab=x', 'ar')).toBe('/events/3?lang=ar&tab=x');
  });
});

describe('nextUrl is followed only when same-origin (DESIGN §2: no open redirect)', () => {
  it.each([
    ['/profile/user?lang=en', '/profile/user?lang=en'],
    ['%2Fprofile%2Fuser', '/profile/user'],
  ])('accepts %s', (input, out) => expect(safeNextUrl(input)).toBe(out));

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '', null, '%E0%A4%A'])(
    'refuses %s',
    (input) => expect(safeNextUrl(input as string | null)).toBeNull(),
  );
});
