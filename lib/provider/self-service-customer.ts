import type { Customer, EditableProfile } from '@/lib/self-service/types';
import { displayName } from './auth';
import type { ProfileWire } from './self-service';

/**
 * The one reshape of the customer (spec §3 User): customers/me (lib/provider/auth.ts) and customers/profile
 * (lib/provider/self-service.ts) answer the same customer, the profile with the ID proof and documents added.
 */
export type CustomerFieldsWire = Pick<
  ProfileWire,
  'id' | 'first_name' | 'last_name' | 'email' | 'country_code' | 'mobile_number' | 'membership_card_number' | 'b2b_id' | 'b2b_type' | 'entity_name' | 'profile_image' | 'nationality' | 'dob' | 'gender'
> & { name?: string | null };

export function reshapeCustomerProfile(c: CustomerFieldsWire): Customer {
  return {
    id: c.id,
    name: displayName(c),
    firstName: c.first_name ?? null,
    lastName: c.last_name ?? null,
    email: c.email ?? null,
    countryCode: c.country_code ?? null,
    mobileNumber: c.mobile_number ?? null,
    dob: c.dob ?? null,
    gender: c.gender ?? null,
    nationality: c.nationality ?? null,
    membershipCardNumber: c.membership_card_number ?? null,
    image: c.profile_image ?? null,
    // Spec §3: b2b_type equal to b2e (any case) marks an employee-type business user.
    partner: c.b2b_id != null ? { entityName: c.entity_name ?? null, employee: (c.b2b_type ?? '').toLowerCase() === 'b2e' } : null,
  };
}

export function reshapeEditableProfile(p: ProfileWire): EditableProfile {
  return {
    ...reshapeCustomerProfile(p),
    idProofTypeId: p.id_proof_type_id ?? null,
    idProofNumber: p.id_proof_number ?? null,
    expiryDate: p.expiry_date ?? null,
    passportIssueDate: p.passport_issue_date ?? null,
    placeOfBirth: p.place_of_birth ?? null,
    bookingReason: p.booking_reason ?? null,
    religionId: p.religion_id ?? null,
    customerTagId: p.customer_tag?.id ?? null,
    documents: Object.entries(p.documents).map(([key, d]) => ({ key, name: d.name, size: d.size })),
  };
}
