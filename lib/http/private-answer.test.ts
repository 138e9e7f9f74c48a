import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, isPersonalPage, keepPrivate } from './private-answer.mjs';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('personal pages answer private, no-store (issue 27 item 3: a cached shell never reaches a shared cache)', () => {
  it('knows the personal pages by their path', () => {
    expect(isPersonalPage('/profile/transactions?lang=en')).toBe(true);
    expect(isPersonalPage('/profile')).toBe(true);
    expect(isPersonalPage('/profile?lang=ar')).toBe(true);
    expect(isPersonalPage('/profiles')).toBe(false);
    expect(isPersonalPage('/customer-support?lang=ar')).toBe(true);
    expect(isPersonalPage('/customer-support/12?lang=en')).toBe(true);
    expect(isPersonalPage('/customer-supports')).toBe(false);
    expect(isPersonalPage('/events?lang=en')).toBe(false);
    expect(isPersonalPage(undefined)).toBe(false);
  });

  it("replaces the ISR Cache-Control Next gives a cached shell, and leaves other headers alone", () => {
    const res = response();
    keepPrivate(res);
    expect(res.getHeader('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700');
    res.setHeader('x-nextjs-cache', 'HIT');
    expect(res.getHeader('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.getHeader('x-nextjs-cache')).toBe('HIT');
  });
});
