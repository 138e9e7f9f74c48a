import type { Customer } from '../self-service/types';

/** The checkout's payer form filled from the signed-in customer (spec §3 order payload's payer block). */
export interface Payer {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  memberCard: string | null;
}

/**
 * The payer from the one reshaped customer (lib/provider/self-service-customer.ts): a profile with only a full name
 * is split at its first space, since the payer form asks for first and last names apart.
 */
export function payerOf(c: Customer): Payer {
  const name = (c.firstName || c.name || '').trim();
  return {
    firstName: name.split(/\s+/)[0] ?? '',
    lastName: (c.lastName || name.split(/\s+/).slice(1).join(' ') || '').trim(),
    email: c.email ?? '',
    countryCode: String(c.countryCode ?? '971').replace(/^\+/, ''),
    mobileNumber: String(c.mobileNumber ?? ''),
    memberCard: c.membershipCardNumber ?? null,
  };
}
