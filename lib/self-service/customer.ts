import type { Customer, EditableProfile, ProfileDetails } from './types';

/** Spec §3: a business user (b2b_id) is a partner; b2b_type equal to b2e (any case) an employee. */
export function partnerKind(c: Pick<Customer, 'partner'>): 'b2b' | 'b2e' | null {
  if (!c.partner) return null;
  return c.partner.employee ? 'b2e' : 'b2b';
}

/** The /profile/user details (spec §3 User): the mobile shown with its country code. */
export function profileDetails(c: Customer): ProfileDetails {
  return {
    name: c.name,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    mobile: c.mobileNumber ? `+${c.countryCode ?? ''} ${c.mobileNumber}` : null,
    membershipCardNumber: c.membershipCardNumber,
    partner: c.partner,
  };
}

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'country_code', 'mobile_number', 'dob', 'gender', 'nationality', 'id_proof_type_id', 'id_proof_number', 'expiry_date', 'passport_issue_date', 'place_of_birth', 'booking_reason', 'religion_id', 'customer_tag'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The spec §3 profile form's starting values: every field a string, blank when the profile has none. */
export function profileFormValues(p: EditableProfile): Record<ProfileField, string> {
  const s = (v: string | number | null) => (v == null ? '' : String(v));
  return {
    first_name: s(p.firstName),
    last_name: s(p.lastName),
    email: s(p.email),
    country_code: s(p.countryCode),
    mobile_number: s(p.mobileNumber),
    dob: s(p.dob),
    gender: s(p.gender),
    nationality: s(p.nationality),
    id_proof_type_id: s(p.idProofTypeId),
    id_proof_number: s(p.idProofNumber),
    expiry_date: s(p.expiryDate),
    passport_issue_date: s(p.passportIssueDate),
    place_of_birth: s(p.placeOfBirth),
    booking_reason: s(p.bookingReason),
    religion_id: s(p.religionId),
    customer_tag: s(p.customerTagId),
  };
}
