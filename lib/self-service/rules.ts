import { toMinutes } from '@/lib/booking/time';
import { isValidEmail } from '@/lib/validation/email';
import { checkEmiratesId, cleanIdProofNumber, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';
import { isValidPhone, normaliseMobileNumber } from '@/lib/validation/phone';

/**
 * Self-service rules (issue 13), pure, checked by the storefront's forms before they send; the sandbox checks on its
 * own (sandbox/modules/self-service-checks.ts, DESIGN §4). Error values are keys of the `validation` namespace in
 * messages/*.json.
 */
export type FieldErrors = Record<string, string>;

const NAME_RE = /^[A-Za-z\u0600-\u06FF\u0750-\u077F ]+$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** Spec §9: name minimum 2. */
const NAME_MIN = 2;
const TEXT_MAX = 120;

function nameError(v: string, required: boolean): string | null {
  const s = v.trim();
  if (!s) return required ? 'required' : null;
  if (s.length < NAME_MIN) return 'nameMin';
  if (s.length > TEXT_MAX || !NAME_RE.test(s)) return 'nameInvalid';
  return null;
}

function dateError(v: string | undefined, today: string, notAfterToday: boolean): string | null {
  if (!v) return null;
  if (!DATE_RE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) return 'dateInvalid';
  if (notAfterToday && v > today) return 'dateInvalid';
  return null;
}

export interface ProfileInput {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  dob?: string;
  gender?: string;
  nationality?: string;
  id_proof_type_id?: string;
  id_proof_number?: string;
  expiry_date?: string;
  passport_issue_date?: string;
  place_of_birth?: string;
  booking_reason?: string;
  religion_id?: string;
  customer_tag?: string;
}

/** The profile as saved: cleaned values (ID number per spec §5, mobile normalised), or the field errors. */
export interface ProfileValue {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  dob: string | null;
  gender: 'Male' | 'Female' | null;
  nationality: string | null;
  id_proof_type_id: 32 | 33 | null;
  id_proof_number: string | null;
  expiry_date: string | null;
  passport_issue_date: string | null;
  place_of_birth: string | null;
  booking_reason: string | null;
  religion_id: number | null;
  customer_tag: number | null;
}

const opt = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, TEXT_MAX) : null);

/**
 * Spec §3 customer profile form with the spec §5 rules: names (min 2, letters), email, mobile with country code
 * (default 971), gender Male or Female, ID proof type 32 (Emirates ID: format and check digit) or 33 (Passport:
 * alphanumerics, at most 15), dates as YYYY-MM-DD (date of birth and issue date not in the future).
 */
export function checkProfile(input: ProfileInput, today: string): { value: ProfileValue } | { errors: FieldErrors } {
  const e: FieldErrors = {};
  const fn = nameError(input.first_name ?? '', true);
  if (fn) e.first_name = fn;
  const ln = nameError(input.last_name ?? '', true);
  if (ln) e.last_name = ln;
  const email = (input.email ?? '').trim();
  if (!email) e.email = 'emailRequired';
  else if (!isValidEmail(email) || email.length > TEXT_MAX) e.email = 'emailInvalid';
  const cc = (input.country_code ?? '').trim().replace(/^\+/, '') || '971';
  const mobile = (input.mobile_number ?? '').trim();
  if (!mobile) e.mobile_number = 'mobileRequired';
  else if (!isValidPhone(cc, mobile)) e.mobile_number = 'mobileInvalid';
  const gender = opt(input.gender);
  if (gender && gender !== 'Male' && gender !== 'Female') e.gender = 'required';
  for (const [k, future] of [['dob', true], ['passport_issue_date', true], ['expiry_date', false]] as const) {
    const err = dateError(opt(input[k]) ?? undefined, today, future);
    if (err) e[k] = err;
  }
  const typeRaw = opt(input.id_proof_type_id);
  const type = typeRaw === '32' ? 32 : typeRaw === '33' ? 33 : null;
  if (typeRaw && !type) e.id_proof_type_id = 'required';
  let idNumber = opt(input.id_proof_number);
  if (type === 32) {
    const r = checkEmiratesId(idNumber ?? '');
    if (r !== 'ok') e.id_proof_number = r === 'empty' ? 'emiratesIdRequired' : r === 'format' ? 'emiratesIdFormat' : 'emiratesIdInvalid';
  } else if (type === 33) {
    const cleaned = cleanIdProofNumber(idNumber ?? '');
    if (!cleaned) e.id_proof_number = 'required';
    else if ((idNumber ?? '').replace(/[^A-Za-z0-9]/g, '').length > ID_NUMBER_MAX) e.id_proof_number = 'idNumberMax';
    idNumber = cleaned;
  } else if (idNumber) e.id_proof_type_id = 'required';
  // Spec §3 religion_id: one of the venue's religions, chosen from a list; anything but an id is refused.
  const religion = opt(input.religion_id);
  if (religion && !/^[1-9]\d{0,8}$/.test(religion)) e.religion_id = 'required';
  const tag = opt(input.customer_tag);
  if (tag && !/^[1-9]\d{0,8}$/.test(tag)) e.customer_tag = 'required';
  if (Object.keys(e).length) return { errors: e };
  return {
    value: {
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      email,
      country_code: cc,
      mobile_number: normaliseMobileNumber(mobile),
      dob: opt(input.dob),
      gender: gender as ProfileValue['gender'],
      nationality: opt(input.nationality),
      id_proof_type_id: type,
      id_proof_number: type ? idNumber : null,
      expiry_date: opt(input.expiry_date),
      passport_issue_date: opt(input.passport_issue_date),
      place_of_birth: opt(input.place_of_birth),
      booking_reason: opt(input.booking_reason),
      religion_id: religion ? Number(religion) : null,
      customer_tag: tag ? Number(tag) : null,
    },
  };
}

export interface FamilyInput {
  name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  dob?: string;
  gender?: string;
}

/**
 * Spec §5 visitor form, as family members are the visitors a customer picks later: name required (min 2), mobile
 * with country code required and valid, email required and valid; date of birth not in the future; gender Male or
 * Female when given.
 */
export function checkFamilyMember(input: FamilyInput, today: string): FieldErrors {
  const e: FieldErrors = {};
  const n = nameError(input.name ?? '', true);
  if (n) e.name = n;
  const email = (input.email ?? '').trim();
  if (!email) e.email = 'emailRequired';
  else if (!isValidEmail(email) || email.length > TEXT_MAX) e.email = 'emailInvalid';
  const mobile = (input.mobile_number ?? '').trim();
  if (!mobile) e.mobile_number = 'mobileRequired';
  else if (!isValidPhone((input.country_code ?? '').trim() || '971', mobile)) e.mobile_number = 'mobileInvalid';
  const d = dateError(opt(input.dob) ?? undefined, today, true);
  if (d) e.dob = d;
  const g = opt(input.gender);
  if (g && g !== 'Male' && g !== 'Female') e.gender = 'required';
  return e;
}

/** Spec §9 date presets: last week (7 days), last month (30), last 3 months (90). */
export const PRESET_DAYS = { week: 7, month: 30, '3months': 90 } as const;
export type Preset = keyof typeof PRESET_DAYS;

export function isPreset(v: unknown): v is Preset {
  return typeof v === 'string' && Object.hasOwn(PRESET_DAYS, v);
}

/** The first day (YYYY-MM-DD) a preset keeps, counted back from today. */
export function presetStart(preset: Preset, today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - PRESET_DAYS[preset]);
  return d.toISOString().slice(0, 10);
}

/**
 * Facility bookings may be rescheduled or cancelled while the order is paid, nobody has checked in and the slot
 * starts at least CHANGE_CUTOFF_MINUTES from now (venue-local; the sandbox's rule, written in sandbox/README.md).
 */
export const CHANGE_CUTOFF_MINUTES = 120;
export function facilityChangeAllowed(
  b: { order_status: string; date: string; start_time: string; check_in_time?: string | null; cancelled?: boolean },
  now: { date: string; minutes: number },
): boolean {
  if (b.order_status !== 'paid' || b.check_in_time || b.cancelled) return false;
  if (b.date !== now.date) return b.date > now.date;
  return toMinutes(b.start_time) - now.minutes >= CHANGE_CUTOFF_MINUTES;
}
