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
    // The family page's island removes a member (the provider scopes it to the bearer's own family); saving stays a server action.
    expect(allowedPath(['customers-associated', '9001'], 'DELETE')).toBe('customers-associated/9001');
    expect(allowedPath(['customers-associated', '9001'], 'PUT')).toBeNull();
    expect(allowedPath(['customers-associated', 'x1'], 'DELETE')).toBeNull();
    // The partner page's island reads the credit and the guests; adding guests stays a server action (CSV checks, rate limit).
    expect(allowedPath(['partners', 'guests'], 'GET')).toBe('partners/guests');
    expect(allowedPath(['partners', 'credit'], 'GET')).toBe('partners/credit');
    expect(allowedPath(['partners', 'guests'], 'POST')).toBeNull();
    // Issue 27 item 3: the profile page's island reads the customer's own profile and preferences; saving stays a server action.
    expect(allowedPath(['customers', 'profile'], 'GET')).toBe('customers/profile');
    expect(allowedPath(['customers', 'preferences'], 'GET')).toBe('customers/preferences');
    expect(allowedPath(['customers', 'profile'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'preferences'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'profile', 'image'], 'POST')).toBeNull();
    // The lead form is read from the server's cache (/api/catalogue/lead-form); the door only sends it.
    expect(allowedPath(['leads'], 'POST')).toBe('leads');
    expect(allowedPath(['leads'], 'GET')).toBeNull();
  });

  it('lets the booking history island read its list, and nothing of a booking’s changes (issue 27 item 3)', () => {
    expect(allowedPath(['customers', 'bookings'], 'GET')).toBe('customers/bookings');
    expect(allowedPath(['customers', 'bookings'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'cancel'], 'POST')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'refund'], 'GET')).toBeNull();
    expect(allowedPath(['customers', 'bookings', '41', 'reschedule'], 'POST')).toBeNull();
  });

  it('lets the support islands read the tickets and one ticket, and nothing that writes (issue 27 item 3)', () => {
    expect(allowedPath(['support', 'tickets'], 'GET')).toBe('support/tickets');
    expect(allowedPath(['support', 'tickets', '12'], 'GET')).toBe('support/tickets/12');
    expect(allowedPath(['support', 'tickets'], 'POST')).toBeNull();
    expect(allowedPath(['support', 'tickets', '12', 'reply'], 'POST')).toBeNull();
    expect(allowedPath(['support', 'tickets', '12', 'reply'], 'GET')).toBeNull();
    expect(allowedPath(['support', 'tickets', '12'], 'DELETE')).toBeNull();
    expect(allowedPath(['support', 'tickets', 'x1'], 'GET')).toBeNull();
    expect(allowedPath(['support', 'tickets', '1234567890123'], 'GET')).toBeNull();
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
