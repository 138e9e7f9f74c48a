import { describe, expect, it } from 'vitest';
import { grantName, grantValue, guestIndexKey, isGrant, MAX_FOUND_ORDERS, sameEmail, withOrder } from './grant';

// Issue 24 item 4 "Orders are personal": names and entrance codes only for the session that placed the order (or
// proved its email); "a forged or guessed order token shows nothing and reveals nothing".
const S = 'test-secret-0123456789';

describe('order grants', () => {
  it('the session that holds the grant made with the app secret is let in', () => {
    expect(isGrant(S, 'localhost:3000', 'tok_abcdef', grantValue(S, 'localhost:3000', 'tok_abcdef'))).toBe(true);
    expect(isGrant(S, 'LOCALHOST:3000', 'tok_abcdef', grantValue(S, 'localhost:3000', 'tok_abcdef'))).toBe(true);
  });

  it('a grant is good for its own order and venue only', () => {
    const v = grantValue(S, 'localhost', 'tok_abcdef');
    expect(isGrant(S, 'localhost', 'tok_abcdeg', v)).toBe(false);
    expect(isGrant(S, 'arena.localhost', 'tok_abcdef', v)).toBe(false);
  });

  it('a forged value, another secret, no secret or no cookie is no grant', () => {
    expect(isGrant(S, 'localhost', 'tok_abcdef', 'x'.repeat(43))).toBe(false);
    expect(isGrant(S, 'localhost', 'tok_abcdef', grantValue('other-secret', 'localhost', 'tok_abcdef'))).toBe(false);
    expect(isGrant(undefined, 'localhost', 'tok_abcdef', grantValue(S, 'localhost', 'tok_abcdef'))).toBe(false);
    expect(isGrant(S, 'localhost', 'tok_abcdef', undefined)).toBe(false);
    expect(isGrant(S, null, 'tok_abcdef', grantValue(S, 'localhost', 'tok_abcdef'))).toBe(false);
  });

  it("the cookie's name is per order and does not carry the order's address", () => {
    const name = grantName('tok_abcdef');
    expect(name).toMatch(/^order-[A-Za-z0-9_-]{16}$/);
    expect(name).not.toContain('abcdef');
    expect(grantName('tok_abcdeg')).not.toBe(name);
  });
});

describe('the order email proof', () => {
  it('compares emails without case or spaces; an empty email never matches', () => {
    expect(sameEmail(' Guest@Example.com', 'guest@example.com ')).toBe(true);
    expect(sameEmail('guest@example.com', 'other@example.com')).toBe(false);
    expect(sameEmail('', '')).toBe(false);
    expect(sameEmail(null, null)).toBe(false);
  });
});

describe("a guest's remembered orders (Find my order)", () => {
  it('are keyed by venue and email without keeping the email', () => {
    const k = guestIndexKey(S, 'localhost', 'Guest@Example.com');
    expect(k).toBe(guestIndexKey(S, 'LOCALHOST', ' guest@example.com'));
    expect(k).not.toContain('guest');
    expect(guestIndexKey(S, 'arena.localhost', 'guest@example.com')).not.toBe(k);
  });

  it('newest first, no repeats, at most MAX_FOUND_ORDERS', () => {
    expect(withOrder(undefined, 'a')).toEqual(['a']);
    expect(withOrder(['b', 'a'], 'a')).toEqual(['a', 'b']);
    const many = Array.from({ length: MAX_FOUND_ORDERS }, (_, i) => `t${i}`);
    expect(withOrder(many, 'new')).toHaveLength(MAX_FOUND_ORDERS);
    expect(withOrder(many, 'new')[0]).toBe('new');
  });
});
