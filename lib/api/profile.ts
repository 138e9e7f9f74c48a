import { api } from './client';
import { profileResponseSchema } from '../provider/auth';
import { reshapeCustomerProfile } from '../provider/self-service-customer';
import { transactionsResponseSchema } from '../provider/self-service';
import { transactionsPage } from '../provider/self-service-lists';
import type { Customer, Paged, Transaction } from '../self-service/types';

/**
 * The signed-in customer (spec §3 User) through the BFF: customers/me, parsed and reshaped once. The islands read it
 * under one key (qk.customer) and `select` what they show: the profile card (profileDetails), the checkout's payer
 * (payerOf) and the booking's first visitor (visitorFromProfile).
 */
export const fetchCustomer = async (signal?: AbortSignal): Promise<Customer> =>
  reshapeCustomerProfile((await api.get('customers/me', { schema: profileResponseSchema, signal })).data);

/** The signed-in customer's transactions (spec §2 "transaction details"), one page of 16, newest first. */
export const fetchTransactions = async (page: number, signal?: AbortSignal): Promise<Paged<Transaction>> =>
  transactionsPage((await api.get('customers/transactions', { query: { page }, schema: transactionsResponseSchema, signal })).data);
