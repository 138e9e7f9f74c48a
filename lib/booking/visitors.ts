import countries from 'i18n-iso-countries';
import type { FormField } from '../forms/field-config';
import type { VisitorFieldConfig, VisitorFieldKey } from './types';
import { isValidEmail } from '../validation/email';
import { isValidPhone, normaliseMobileNumber } from '../validation/phone';
import { EMIRATES_ID_TYPE, emiratesIdError, type EmiratesIdError } from './emirates-id';

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
  additional_fields: Record<string, string | string[]>;
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
  additional_fields: {},
  save_detail_for_future: false,
});

export type VisitorError =
  | { key: 'required'; field: string }
  | { key: 'invalidEmail' }
  | { key: 'invalidMobile' }
  | { key: EmiratesIdError }
  | { key: 'selectOne' };

/**
 * spec §5 visitor form: name, mobile with country code and a valid email are required; dob, nationality, id,
 * religion and tag are shown only if visible and required only if flagged; gender required if flagged; additional
 * fields '{name} is required', check boxes need one selection. Keys are the form's field names.
 */
export function validateVisitor(v: Visitor, cfg: VisitorFieldConfig['rules'], extra: FormField[]): Record<string, VisitorError> {
  const e: Record<string, VisitorError> = {};
  if (v.name.trim().length < 2) e.name = { key: 'required', field: 'name' };
  if (!v.country_code.trim() || !normaliseMobileNumber(v.mobile_number)) e.mobile_number = { key: 'required', field: 'mobile' };
  else if (!isValidPhone(v.country_code, v.mobile_number)) e.mobile_number = { key: 'invalidMobile' };
  if (!v.email.trim()) e.email = { key: 'required', field: 'email' };
  else if (!isValidEmail(v.email.trim())) e.email = { key: 'invalidEmail' };
  const need = (k: VisitorFieldKey) => cfg[k].visible && cfg[k].required;
  if (need('dob') && !v.dob) e.dob = { key: 'required', field: 'dob' };
  if (cfg.gender.required && !v.gender) e.gender = { key: 'required', field: 'gender' };
  if (need('nationality') && !v.nationality) e.nationality = { key: 'required', field: 'nationality' };
  if (need('religion') && !v.religion_id) e.religion_id = { key: 'required', field: 'religion' };
  if (need('tag') && !v.customer_tag) e.customer_tag = { key: 'required', field: 'tag' };
  if (cfg.id.visible) {
    if (v.id_proof_type_id === EMIRATES_ID_TYPE && (v.id_proof_number || cfg.id.required)) {
      const err = emiratesIdError(v.id_proof_number);
      if (err) e.id_proof_number = { key: err };
    } else if (cfg.id.required && !v.id_proof_number) e.id_proof_number = { key: 'required', field: 'idNumber' };
  }
  // Only visible fields reach here (reshapeVisitorFieldConfig drops the hidden ones).
  for (const f of extra) {
    const value = v.additional_fields[f.slug];
    const empty = Array.isArray(value) ? value.length === 0 : !value;
    if (f.type === 'check_boxes' && f.required && empty) e[`af:${f.slug}`] = { key: 'selectOne' };
    else if (f.required && empty) e[`af:${f.slug}`] = { key: 'required', field: f.label.en };
    else if (!empty && f.type === 'emirates_id') {
      const err = emiratesIdError(String(value));
      if (err) e[`af:${f.slug}`] = { key: err };
    } else if (!empty && f.type === 'email' && !isValidEmail(String(value))) e[`af:${f.slug}`] = { key: 'invalidEmail' };
  }
  return e;
}

/** The signed-in customer as customers/me answers it (spec §3 User), only what the first visitor needs. */
export interface ProfileForVisitor {
  first_name?: string | null;
  last_name?: string | null;
  name?: string | null;
  email?: string | null;
  country_code?: string | null;
  mobile_number?: string | null;
  nationality?: string | null;
  dob?: string | null;
  gender?: string | null;
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
  const name = p.first_name ? [p.first_name, p.last_name].filter(Boolean).join(' ') : (p.name ?? '');
  const { code, number } = splitMobile(p.country_code ?? '', p.mobile_number ?? '');
  const nationality = nationalityId(p.nationality ?? '');
  const filled: Partial<Record<LockedField, string>> = {
    name,
    email: p.email ?? '',
    country_code: code,
    mobile_number: number,
    nationality,
    dob: /^\d{4}-\d{2}-\d{2}/.test(p.dob ?? '') ? p.dob!.slice(0, 10) : '',
    gender: p.gender === 'Male' || p.gender === 'Female' ? p.gender : '',
  };
  // A profile without a mobile keeps the form's default code editable rather than locking it alone.
  const locked = (Object.keys(filled) as LockedField[]).filter((k) => filled[k] && (k !== 'country_code' || filled.mobile_number));
  for (const k of locked) v[k] = filled[k]!;
  return { visitor: v, locked };
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

/** The visitor form takes the numeric country id; profiles may hold the numeric id or an ISO alpha-2 code. */
function nationalityId(n: string): string {
  const s = n.trim();
  if (/^\d{1,3}$/.test(s)) return String(Number(s));
  const numeric = /^[A-Za-z]{2}$/.test(s) ? countries.alpha2ToNumeric(s.toUpperCase()) : undefined;
  return numeric ? String(Number(numeric)) : '';
}
