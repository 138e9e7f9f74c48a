import { api } from './client';
import { profileResponseSchema } from '../provider/auth';
import { reshapeCustomerProfile } from '../provider/self-service-customer';
import { bookingsResponseSchema, ledgerResponseSchema, messageOnlySchema, transactionsResponseSchema } from '../provider/self-service';
import { bookingsPage, bookingsQuery, ledgerPage, transactionsPage } from '../provider/self-service-lists';
import { venueNow } from '../booking/time';
import type { Booking, BookingKind, Customer, Ledger, Paged, Transaction } from '../self-service/types';

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

/** The wallet's or the Q-points' balance and history (spec §2), one page of 16. */
export const fetchLedger = async (kind: 'wallet' | 'qpoints', page: number, signal?: AbortSignal): Promise<Ledger> =>
  ledgerPage((await api.get('customers/wallet-history', { query: { kind, page }, schema: ledgerResponseSchema, signal })).data);

/** Removes one of the customer's saved cards (the wallet page). */
export const removeSavedCard = async (id: string): Promise<void> => {
  await api.delete(`customers/cards/${encodeURIComponent(id)}`, { schema: messageOnlySchema });
};

/**
 * One page of the booking history of one type (spec §2, §9: 16 a page, newest order first, a date preset), reshaped
 * as the server reads it; past or upcoming against the venue's wall clock (`timeZone`).
 */
export const fetchBookings = async (kind: BookingKind, q: { page: number; preset: string }, timeZone: string, signal?: AbortSignal): Promise<Paged<Booking>> =>
  bookingsPage((await api.get('customers/bookings', { query: bookingsQuery(kind, q), schema: bookingsResponseSchema, signal })).data, venueNow(timeZone));
