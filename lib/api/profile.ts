import { api } from './client';
import { profileResponseSchema } from '../provider/auth';
import { reshapeCustomerProfile } from '../provider/self-service-customer';
import type { Customer } from '../self-service/types';

/**
 * The signed-in customer (spec §3 User) through the BFF: customers/me, parsed and reshaped once. The islands read it
 * under one key (qk.customer) and `select` what they show: the profile card (profileDetails), the checkout's payer
 * (payerOf) and the booking's first visitor (visitorFromProfile).
 */
export const fetchCustomer = async (signal?: AbortSignal): Promise<Customer> =>
  reshapeCustomerProfile((await api.get('customers/me', { schema: profileResponseSchema, signal })).data);
