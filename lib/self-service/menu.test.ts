import { describe, expect, it } from 'vitest';
import { headerBookingsEntry } from './menu';

const facts = (f: Partial<Parameters<typeof headerBookingsEntry>[0]>) => ({ sections: [], facilityBooking: false, myBookingsLabel: false, partner: false, allowSupport: false, ...f });

describe("the header's bookings link (spec §2: profile menu entries filtered by section availability; issue 24 §8)", () => {
  it('is facility bookings, under the My Bookings label for the tenant flag, where the venue books facilities', () => {
    expect(headerBookingsEntry(facts({ facilityBooking: true, sections: ['events'] }))).toEqual({ key: 'facilityBookings', path: '/profile/facility-bookings' });
    expect(headerBookingsEntry(facts({ facilityBooking: true, myBookingsLabel: true }))?.key).toBe('myBookings');
  });
  it("is the first booking history the venue has when it books no facilities (never a page that answers 404)", () => {
    expect(headerBookingsEntry(facts({ myBookingsLabel: true, sections: ['events', 'outlets'] }))).toEqual({ key: 'eventBookings', path: '/profile/event-bookings' });
    expect(headerBookingsEntry(facts({ sections: ['retail'] }))?.path).toBe('/profile/retail');
  });
  it('is absent when the venue has no booking history at all', () => {
    expect(headerBookingsEntry(facts({ sections: ['blogs'], partner: true, allowSupport: true }))).toBeNull();
  });
});
