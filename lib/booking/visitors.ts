import { answerOf, formValueOf, type FieldAnswer, type FormField } from '../forms/field-config';
import type { SavedAnswer } from './types';
import { toNationalityId } from '../countries/nationality';
import { EMIRATES_ID_TYPE, PASSPORT_TYPE } from './emirates-id';

/**
 * spec §5 participant details: on add, when participant details are enabled and none were collected, a guest is
 * asked to log in and a logged-in user gets the details modal.
 */
export function participantStep(enabled: boolean, loggedIn: boolean, collected: boolean): 'none' | 'login' | 'details' {
  if (!enabled || collected) return 'none';
  return loggedIn ? 'details' : 'login';
}

/** One block per visitor: tickets x participants per ticket. */
export const visitorCount = (quantity: number, participantCount: number) => Math.max(0, quantity) * Math.max(1, participantCount);

export interface Visitor {
  name: string;
  country_code: string;
  mobile_number: string;
  email: string;
  dob: string;
  gender: string;
  nationality: string;
  id_proof_type_id: number;
  id_proof_number: string;
  religion_id: string;
  customer_tag: string;
  /** Uploaded ID documents by key (documentKeys): the stored file's path (spec §3 visitor block documents). */
  documents: Record<string, string>;
  /** The configured extra fields' answers by slug, as the provider takes them (answerOf). */
  additional_fields: Record<string, FieldAnswer>;
  save_detail_for_future: boolean;
  /** Saved family member picked for this block, if any. */
  customer_id?: number;
}

export const emptyVisitor = (): Visitor => ({
  name: '',
  country_code: '971',
  mobile_number: '',
  email: '',
  dob: '',
  gender: '',
  nationality: '',
  id_proof_type_id: EMIRATES_ID_TYPE,
  id_proof_number: '',
  religion_id: '',
  customer_tag: '',
  documents: {},
  additional_fields: {},
  save_detail_for_future: false,
});

/** spec §5 visitor form: its one schema and the errors it gives (lib/booking/visitor-schema.ts). */
export { validateVisitor, type VisitorError } from './visitor-schema';

/** spec §5 Emirates ID input (one rule for every form: lib/validation/emirates-id). */
export { cleanEmiratesIdInput } from '../validation/emirates-id';

/** The ID documents a visitor may upload for the chosen ID type (the keys the profile's documents use). */
export function documentKeys(idType: number): Array<'id_front' | 'id_back' | 'passport'> {
  return idType === PASSPORT_TYPE ? ['passport'] : ['id_front', 'id_back'];
}

/** Only the documents of the chosen ID type travel with the visitor block. */
export function documentsFor(v: Pick<Visitor, 'documents' | 'id_proof_type_id'>): Record<string, string> {
  return Object.fromEntries(documentKeys(v.id_proof_type_id).flatMap((k) => (v.documents[k] ? [[k, v.documents[k]]] : [])));
}

/**
 * spec §5: picking a saved family member fills their extra fields from what the provider holds for them
 * (customers-associated/additional-data), matched by field id, else slug; answers of the wrong shape are left empty.
 */
export function answersFromSaved(extra: FormField[], saved: SavedAnswer[]): Record<string, FieldAnswer> {
  const out: Record<string, FieldAnswer> = {};
  for (const f of extra) {
    const a = saved.find((s) => (f.id !== null && s.id === f.id) || (s.slug !== null && s.slug === f.slug));
    if (!a) continue;
    const answer = answerOf(f, formValueOf(f, a.value, splitPhone));
    if (answer !== null && !(Array.isArray(answer) && !answer.length)) out[f.slug] = answer;
  }
  return out;
}

/** A saved '+971501234567' as the phone field's code and number. */
export const splitPhone = (full: string) => {
  const { code, number } = splitMobile('', full);
  return { code, number };
};

/**
 * The signed-in customer (spec §3 User) as the app holds it (the self-service `Customer`, reshaped once from
 * customers/me): only what the first visitor needs.
 */
export interface ProfileForVisitor {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
  countryCode?: string | null;
  mobileNumber?: string | null;
  nationality?: string | null;
  dob?: string | null;
  gender?: 'Male' | 'Female' | null;
}

/** Which fields of the first visitor came from the profile and are therefore locked (spec §5). */
export type LockedField = 'name' | 'email' | 'country_code' | 'mobile_number' | 'nationality' | 'dob' | 'gender';

/**
 * spec §5 participant details: the first visitor is the signed-in user, pre-filled from the profile and locked.
 * The mobile is split into country code and number (a profile may hold '+971501234567' in one field); the
 * nationality becomes the numeric country id the visitor form sends (ISO 3166 numeric, e.g. AE -> 784).
 * Fields the profile leaves empty stay editable so a required one can still be filled.
 */
export function visitorFromProfile(p: ProfileForVisitor): { visitor: Visitor; locked: LockedField[] } {
  const v = emptyVisitor();
  const name = p.firstName ? [p.firstName, p.lastName].filter(Boolean).join(' ') : (p.name ?? '');
  const { code, number } = splitMobile(p.countryCode ?? '', p.mobileNumber ?? '');
  const nationality = toNationalityId(p.nationality ?? '');
  const filled: Partial<Record<LockedField, string>> = {
    name,
    email: p.email ?? '',
    country_code: code,
    mobile_number: number,
    nationality,
    dob: /^\d{4}-\d{2}-\d{2}/.test(p.dob ?? '') ? p.dob!.slice(0, 10) : '',
    gender: p.gender ?? '',
  };
  // A profile without a mobile keeps the form's default code editable rather than locking it alone.
  const locked = (Object.keys(filled) as LockedField[]).filter((k) => filled[k] && (k !== 'country_code' || filled.mobile_number));
  for (const k of locked) v[k] = filled[k]!;
  return { visitor: v, locked };
}

/**
 * The first visitor with the profile's locked fields laid over it (spec §5). Only those: what the visitor typed in
 * the fields the profile leaves open (the ID, religion, documents) stays when the profile answers after they began.
 */
export function withProfile(first: Visitor, me: { visitor: Visitor; locked: LockedField[] }): Visitor {
  const next = { ...first };
  for (const k of me.locked) next[k] = me.visitor[k];
  return next;
}

/** Dial codes of one to three digits that a '+…' number may start with; the longest known prefix wins. */
const DIAL_PREFIX = /^(1|7|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/;

export function splitMobile(countryCode: string, mobile: string): { code: string; number: string } {
  const code = countryCode.replace(/\D/g, '');
  const raw = mobile.replace(/[\s()-]/g, '');
  if (code) {
    const digits = raw.replace(/^\+/, '');
    const number = raw.startsWith('+') && digits.startsWith(code) ? digits.slice(code.length) : digits;
    return { code, number: number.replace(/^0+/, '') };
  }
  if (raw.startsWith('+') || raw.startsWith('00')) {
    const digits = raw.replace(/^(\+|00)/, '');
    const m = DIAL_PREFIX.exec(digits);
    if (m) return { code: m[1]!, number: digits.slice(m[1]!.length) };
  }
  return { code: '971', number: raw.replace(/^0+/, '') };
}
