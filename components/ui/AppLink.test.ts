import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { browserKeeps } from './AppLink';

/** A click on an <a> with these attributes and keys. */
const click = (attrs: Record<string, string> = {}, keys: Partial<MouseEvent<HTMLAnchorElement>> = {}) =>
  ({
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...keys,
    currentTarget: { getAttribute: (n: string) => attrs[n] ?? null, hasAttribute: (n: string) => n in attrs },
  }) as unknown as MouseEvent<HTMLAnchorElement>;

describe('which link clicks the app router takes (next/link rule)', () => {
  beforeEach(() => vi.stubGlobal('window', { location: { href: 'https://venue.example/events?lang=en', origin: 'https://venue.example' } }));
  afterEach(() => vi.unstubAllGlobals());

  it('takes a plain click on a page of this origin', () => {
    expect(browserKeeps(click(), '/cart?lang=en')).toBe(false);
    expect(browserKeeps(click({ target: '_self' }), 'https://venue.example/?lang=ar')).toBe(false);
  });
  it('leaves new tabs, other buttons, downloads and other targets to the browser', () => {
    for (const keys of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(browserKeeps(click({}, keys), '/cart?lang=en')).toBe(true);
    }
    expect(browserKeeps(click({ target: '_blank' }), '/cart?lang=en')).toBe(true);
    expect(browserKeeps(click({ download: '' }), '/ticket.pdf')).toBe(true);
  });
  it('leaves another origin to the browser', () => {
    expect(browserKeeps(click(), 'https://maps.example/place')).toBe(true);
  });
});
