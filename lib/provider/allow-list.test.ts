import { describe, expect, it } from 'vitest';
import { allowedPath } from './allow-list';

describe('provider route allow-list (DESIGN §3: not an open proxy)', () => {
  it('forwards listed paths with their methods', () => {
    expect(allowedPath(['search', 'global'], 'GET')).toBe('search/global');
    expect(allowedPath(['verify-time'], 'GET')).toBe('verify-time');
    // spec §7: a saved family member's additional data, read by the visitor form (the provider scopes it to the bearer).
    expect(allowedPath(['customers-associated', 'additional-data'], 'GET')).toBe('customers-associated/additional-data');
    expect(allowedPath(['customers-associated', 'additional-data'], 'POST')).toBeNull();
    expect(allowedPath(['customers-associated', '9001'], 'GET')).toBeNull();
  });

  it('lets the booking history island read its list, and nothing of a booking’s changes (issue 27 item 3)', () => {
    expect(allowedPath(['customers', 'bookings'], 'GET')).toBe('customers/bookings');
    expect(allowedPath(['customers', 'bookings'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'cancel'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'refund'], 'GET')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'reschedule'], 'POST')).toBeNull();
  });

  it('refuses other paths, methods and traversal', () => {
    expect(allowedPath(['search', 'global'], 'POST')).toBeNull();
    expect(allowedPath(['config'], 'GET')).toBeNull();
    expect(allowedPath(['..', 'config'], 'GET')).toBeNull();
    expect(allowedPath(['search', '..', '..', 'admin'], 'GET')).toBeNull();
    expect(allowedPath(['search%2F..'], 'GET')).toBeNull();
    expect(allowedPath([], 'GET')).toBeNull();
  });
});
