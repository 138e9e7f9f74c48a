import { api } from './client';
import { profileResponseSchema, reshapeProfile, type Profile } from '../provider/auth';

export type { Profile };

/** The signed-in customer's details (spec §3 User) through the BFF: customers/me, parsed and reshaped. */
export const fetchProfile = async (): Promise<Profile> => reshapeProfile((await api.get('customers/me', { schema: profileResponseSchema })).data);
