import type { AdditionalFieldWire, FieldConfigWire } from '../provider/facilities';
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
export function validateVisitor(v: Visitor, cfg: FieldConfigWire['data'], extra: AdditionalFieldWire[]): Record<string, VisitorError> {
  const e: Record<string, VisitorError> = {};
  if (v.name.trim().length < 2) e.name = { key: 'required', field: 'name' };
  if (!v.country_code.trim() || !normaliseMobileNumber(v.mobile_number)) e.mobile_number = { key: 'required', field: 'mobile' };
  else if (!isValidPhone(v.country_code, v.mobile_number)) e.mobile_number = { key: 'invalidMobile' };
  if (!v.email.trim()) e.email = { key: 'required', field: 'email' };
  else if (!isValidEmail(v.email.trim())) e.email = { key: 'invalidEmail' };
  const need = (k: keyof FieldConfigWire['data']) => cfg[k].is_visible === 1 && cfg[k].is_required === 1;
  if (need('dob') && !v.dob) e.dob = { key: 'required', field: 'dob' };
  if (cfg.gender.is_required === 1 && !v.gender) e.gender = { key: 'required', field: 'gender' };
  if (need('nationality') && !v.nationality) e.nationality = { key: 'required', field: 'nationality' };
  if (need('religion') && !v.religion_id) e.religion_id = { key: 'required', field: 'religion' };
  if (need('tag') && !v.customer_tag) e.customer_tag = { key: 'required', field: 'tag' };
  if (cfg.id.is_visible === 1) {
    if (v.id_proof_type_id === EMIRATES_ID_TYPE && (v.id_proof_number || cfg.id.is_required === 1)) {
      const err = emiratesIdError(v.id_proof_number);
      if (err) e.id_proof_number = { key: err };
    } else if (cfg.id.is_required === 1 && !v.id_proof_number) e.id_proof_number = { key: 'required', field: 'idNumber' };
  }
  for (const f of extra) {
    if (f.is_visible !== 1) continue;
    const value = v.additional_fields[f.slug];
    const empty = Array.isArray(value) ? value.length === 0 : !value;
    if (f.type === 'check_boxes' && f.is_required === 1 && empty) e[`af:${f.slug}`] = { key: 'selectOne' };
    else if (f.is_required === 1 && empty) e[`af:${f.slug}`] = { key: 'required', field: f.name };
    else if (!empty && f.type === 'emirates_id') {
      const err = emiratesIdError(String(value));
      if (err) e[`af:${f.slug}`] = { key: err };
    } else if (!empty && f.type === 'email' && !isValidEmail(String(value))) e[`af:${f.slug}`] = { key: 'invalidEmail' };
  }
  return e;
}
