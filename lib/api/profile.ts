import { api } from './client';
import { profileResponseSchema } from '../provider/auth';
import { reshapeCustomerProfile } from '../provider/self-service-customer';
import { profileDetails } from '../self-service/customer';
import type { Customer, ProfileDetails } from '../self-service/types';

export type { ProfileDetails as Profile };

/** The signed-in customer (spec §3 User) through the BFF: customers/me, parsed and reshaped once. */
export const fetchCustomer = async (signal?: AbortSignal): Promise<Customer> =>
  reshapeCustomerProfile((await api.get('customers/me', { schema: profileResponseSchema, signal })).data);

/** The /profile/user details card. */
export const fetchProfile = async (signal?: AbortSignal): Promise<ProfileDetails> => profileDetails(await fetchCustomer(signal));
