import { api } from './client';
import { profileResponseSchema } from '../provider/auth';
import { reshapeCustomerProfile } from '../provider/self-service-customer';
import { reshapeEditableProfile } from '../provider/self-service-customer';
import { bookingsResponseSchema, guestsResponseSchema, ledgerResponseSchema, messageOnlySchema, partnerCreditResponseSchema, profileResponseSchema as editableProfileResponseSchema, transactionsResponseSchema } from '../provider/self-service';
import { bookingsPage, bookingsQuery, familyMember, guestsPage, ledgerPage, partnerCredit, transactionsPage } from '../provider/self-service-lists';
import { associatedResponseSchema } from '../provider/facilities';
import { preferencesResponseSchema } from '../provider/preferences';
import { venueNow } from '../booking/time';
import type { Preferences } from '../self-service/preferences';
import type { Booking, BookingKind, Customer, EditableProfile, FamilyMember, Guest, Ledger, Paged, PartnerCredit, Transaction } from '../self-service/types';

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

/** The profile form's customer (spec §3 profile form): customers/profile, with the ID proof and documents. */
export const fetchEditableProfile = async (signal?: AbortSignal): Promise<EditableProfile> =>
  reshapeEditableProfile((await api.get('customers/profile', { schema: editableProfileResponseSchema, signal })).data);

/** The customer's saved text size and language (spec §3 preferences). */
export const fetchPreferences = async (signal?: AbortSignal): Promise<Preferences> => {
  const { size, language } = (await api.get('customers/preferences', { schema: preferencesResponseSchema, signal })).data;
  return { size, language };
};

/** The customer's family (spec §2 /profile/family: the associated customers the booking modal offers as visitors). */
export const fetchFamily = async (signal?: AbortSignal): Promise<FamilyMember[]> =>
  (await api.get('customers-associated', { schema: associatedResponseSchema, signal })).data.map(familyMember);

/** Removes one family member; the provider answers the family left. */
export const removeFamilyMember = async (id: number): Promise<FamilyMember[]> =>
  (await api.delete(`customers-associated/${id}`, { schema: associatedResponseSchema })).data.map(familyMember);

/** A business partner's credit facility and invoices (spec §6; the provider answers 403 for anyone else). */
export const fetchPartnerCredit = async (signal?: AbortSignal): Promise<PartnerCredit> =>
  partnerCredit((await api.get('partners/credit', { schema: partnerCreditResponseSchema, signal })).data);

/** One page of a business partner's guests (spec §6). */
export const fetchGuests = async (page: number, signal?: AbortSignal): Promise<Paged<Guest>> =>
  guestsPage((await api.get('partners/guests', { query: { page }, schema: guestsResponseSchema, signal })).data);

/**
 * One page of the booking history of one type (spec §2, §9: 16 a page, newest order first, a date preset), reshaped
 * as the server reads it; past or upcoming against the venue's wall clock (`timeZone`).
 */
export const fetchBookings = async (kind: BookingKind, q: { page: number; preset: string }, timeZone: string, signal?: AbortSignal): Promise<Paged<Booking>> =>
  bookingsPage((await api.get('customers/bookings', { query: bookingsQuery(kind, q), schema: bookingsResponseSchema, signal })).data, venueNow(timeZone));
