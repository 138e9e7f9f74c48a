import { describe, expect, it } from 'vitest';
import { payerOf } from './payer';
import type { Customer } from '../self-service/types';

const base: Customer = { id: 7, name: 'Layla Haddad', firstName: 'Layla', lastName: 'Haddad', email: 'customer@example.com', countryCode: '+971', mobileNumber: '501234567', dob: null, gender: 'Female', nationality: 'AE', membershipCardNumber: 'MC-1', image: null, partner: null };

describe('payerOf (spec §3 order payload: the payer block filled from customers/me)', () => {
  it('takes first and last name, email, mobile without the plus, and the member card', () => {
    expect(payerOf(base)).toEqual({ firstName: 'Layla', lastName: 'Haddad', email: 'customer@example.com', countryCode: '971', mobileNumber: '501234567', memberCard: 'MC-1' });
  });

  it('splits a profile that has only a full name, and defaults the code to the UAE', () => {
    const p = payerOf({ ...base, firstName: null, lastName: null, name: 'Omar Al Farsi', email: null, countryCode: null, mobileNumber: null, membershipCardNumber: null });
    expect(p).toEqual({ firstName: 'Omar', lastName: 'Al Farsi', email: '', countryCode: '971', mobileNumber: '', memberCard: null });
  });
});
