import { describe, expect, it } from 'vitest';
import { href, safeNextUrl } from './links';

// DESIGN §2 / spec §2 navigation rules: nextUrl is only ever followed when it is a same-origin path.
describe('safeNextUrl', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextUrl('/profile/user?lang=ar')).toBe('/profile/user?lang=ar');
    expect(safeNextUrl('%2Fprofile%2Fuser%3Flang%3Den')).toBe('/profile/user?lang=en');
    expect(safeNextUrl('/events/3?lang=en#book')).toBe('/events/3?lang=en#book');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['scheme-relative', '//evil.example/x'],
    ['encoded scheme-relative', '%2F%2Fevil.example'],
    ['backslash trick', '/\\evil.example'],
    ['encoded backslash', '%2F%5Cevil.example'],
    ['backslash later', '/a\\..\\..\\evil'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'profile/user'],
    ['tab inside scheme-relative', '/\t/evil.example'],
    ['newline header injection', '/x%0d%0aLocation:%20https://evil.example'],
    ['NUL byte', '/x%00'],
    ['bad percent encoding', '%E0%A4%A'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_name, value) => {
    expect(safeNextUrl(value as string | null | undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeNextUrl('/a/../../b')).toBe('/b');
    expect(safeNextUrl('/%2e%2e/%2e%2e/evil.example')).toBe('/evil.example');
  });
});

// DESIGN §2: every internal link carries lang.
describe('href', () => {
  it('adds lang and keeps the query', () => {
    expect(href('/events', 'ar', { page: 2 })).toBe('/events?page=2&lang=ar');
    expect(href('events?x=1', 'en')).toBe('/events?x=1&lang=en');
  });
});
