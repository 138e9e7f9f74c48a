import { describe, expect, it } from 'vitest';
import { partnerKind, profileDetails, profileFormValues } from './customer';
import type { Customer, EditableProfile } from './types';

const customer: Customer = {
  id: 1,
  name: 'Sara Ahmed',
  firstName: 'Sara',
  lastName: 'Ahmed',
  email: 's@x.ae',
  countryCode: '971',
  mobileNumber: '501234567',
  dob: null,
  gender: null,
  nationality: null,
  membershipCardNumber: null,
  image: null,
  partner: null,
};

describe('partnerKind (spec §3: b2b_id marks a business user, b2b_type b2e an employee)', () => {
  it('is null without a partner, b2e for an employee, b2b otherwise', () => {
    expect(partnerKind(customer)).toBeNull();
    expect(partnerKind({ partner: { entityName: null, employee: true } })).toBe('b2e');
    expect(partnerKind({ partner: { entityName: 'Acme', employee: false } })).toBe('b2b');
  });
});

describe('profileDetails (spec §3 User, the /profile/user details)', () => {
  it('shows the mobile with its country code, none without a number', () => {
    expect(profileDetails(customer).mobile).toBe('+971 501234567');
    expect(profileDetails({ ...customer, mobileNumber: null }).mobile).toBeNull();
  });
});

describe('profileFormValues (spec §3 profile form)', () => {
  it('gives every field as text, blank when unset', () => {
    const p: EditableProfile = { ...customer, idProofTypeId: 32, idProofNumber: null, expiryDate: null, passportIssueDate: null, placeOfBirth: null, bookingReason: null, religionId: null, customerTagId: null, documents: [] };
    const v = profileFormValues(p);
    expect(v.id_proof_type_id).toBe('32');
    expect(v.id_proof_number).toBe('');
    expect(v.first_name).toBe('Sara');
  });
});
