/**
 * The stand-in provider's own checks of what customers write (spec §3 customer profile, §5 field rules, §6 partner
 * guests, §9 limits and presets). DESIGN §4: the sandbox shares only the contract schemas with the storefront, so these
 * are written here from the spec and not imported from lib/: the storefront checks before it sends, the sandbox
 * checks again on its own, and a storefront rule that drifts from the spec meets a refusal in the tests. Error values
 * are the storefront's `validation` message keys (the 422 answer names them per field, as the provider does).
 */
import { minutes } from './clock';

export type FieldErrors = Record<string, string>;

const TEXT_MAX = 120;
const LETTERS = /^[A-Za-z\u0600-\u06FF\u0750-\u077F ]+$/;
const ADDRESS = /^[^\s@<>"(),;:[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** An optional text: trimmed, cut at 120, null when blank. */
const optional = (v: unknown) => trimmed(v).slice(0, TEXT_MAX) || null;
const digits = (v: string) => v.replace(/[\s-]/g, '').replace(/^[+0]+/, '');
const countryCode = (v: unknown) => trimmed(v).replace(/^\+/, '');

export const emailOk = (v: string) => v.length <= 254 && ADDRESS.test(v);

/** Spec §5 name: letters (Latin or Arabic) and spaces, 2 to 120. */
function nameProblem(v: unknown): string | null {
  const s = trimmed(v);
  if (!s) return 'required';
  if (s.length < 2) return 'nameMin';
  return s.length <= TEXT_MAX && LETTERS.test(s) ? null : 'nameInvalid';
}

function contactProblems(body: Record<string, unknown>, e: FieldErrors): void {
  const email = trimmed(body.email);
  if (!email) e.email = 'emailRequired';
  else if (email.length > TEXT_MAX || !emailOk(email)) e.email = 'emailInvalid';
  const mobile = trimmed(body.mobile_number);
  if (!mobile) e.mobile_number = 'mobileRequired';
  else if (!/^\d{1,4}$/.test(countryCode(body.country_code) || '971') || !/^\d{8,14}$/.test(digits(mobile))) e.mobile_number = 'mobileInvalid';
}

/** A calendar day, not after today where it says so (dates of birth and of issue). */
function dayProblem(v: unknown, today: string, notAfterToday: boolean): string | null {
  const s = optional(v);
  if (!s) return null;
  if (!ISO_DAY.test(s) || Number.isNaN(Date.parse(`${s}T00:00:00Z`)) || (notAfterToday && s > today)) return 'dateInvalid';
  return null;
}

function personProblems(body: Record<string, unknown>, today: string, e: FieldErrors): void {
  contactProblems(body, e);
  const gender = optional(body.gender);
  if (gender && gender !== 'Male' && gender !== 'Female') e.gender = 'required';
  const dob = dayProblem(body.dob, today, true);
  if (dob) e.dob = dob;
}

/** Emirates ID (spec §5): 784, year, 7 digits, check digit (Luhn), dashes optional. */
function emiratesIdProblem(v: string): string | null {
  if (!v) return 'emiratesIdRequired';
  if (!/^784-?\d{4}-?\d{7}-?\d$/.test(v)) return 'emiratesIdFormat';
  const sum = [...v.replace(/-/g, '')].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return sum % 10 === 0 ? null : 'emiratesIdInvalid';
}

/** The profile as saved (the contract's profile fields). */
export type SavedProfile = Record<'first_name' | 'last_name' | 'email' | 'country_code' | 'mobile_number', string> &
  Record<'dob' | 'nationality' | 'id_proof_number' | 'expiry_date' | 'passport_issue_date' | 'place_of_birth' | 'booking_reason', string | null> & {
    gender: 'Male' | 'Female' | null;
    id_proof_type_id: 32 | 33 | null;
    religion_id: number | null;
    customer_tag: number | null;
  };

/**
 * POST customers/profile: both names, email, mobile (country code 971 when none), gender, dates; ID proof 32 (Emirates
 * ID) or 33 (passport: letters and digits, at most 15). Saved whole or refused with every field's problem.
 */
export function checkProfileBody(body: Record<string, unknown>, today: string): { value: SavedProfile } | { errors: FieldErrors } {
  const e: FieldErrors = {};
  for (const k of ['first_name', 'last_name'] as const) {
    const p = nameProblem(body[k]);
    if (p) e[k] = p;
  }
  personProblems(body, today, e);
  for (const [k, notAfterToday] of [['passport_issue_date', true], ['expiry_date', false]] as const) {
    const p = dayProblem(body[k], today, notAfterToday);
    if (p) e[k] = p;
  }
  const typeText = optional(body.id_proof_type_id);
  const type = typeText === '32' ? 32 : typeText === '33' ? 33 : null;
  const raw = optional(body.id_proof_number) ?? '';
  let idNumber: string | null = null;
  if ((typeText && !type) || (!type && raw)) e.id_proof_type_id = 'required';
  if (type === 32) {
    const p = emiratesIdProblem(raw);
    if (p) e.id_proof_number = p;
    idNumber = raw;
  } else if (type === 33) {
    const alnum = raw.replace(/[^A-Za-z0-9]/g, '');
    if (!alnum) e.id_proof_number = 'required';
    else if (alnum.length > 15) e.id_proof_number = 'idNumberMax';
    idNumber = alnum;
  }
  // Spec §3 religion_id: an id of the venue's religions (the route checks it is one of them).
  const religionText = optional(body.religion_id);
  const religionId = religionText && /^\d+$/.test(religionText) ? Number(religionText) : null;
  if (religionText && religionId === null) e.religion_id = 'required';
  const tagText = optional(body.customer_tag);
  const tagId = tagText && /^\d+$/.test(tagText) ? Number(tagText) : null;
  if (tagText && tagId === null) e.customer_tag = 'required';
  if (Object.keys(e).length) return { errors: e };
  return {
    value: {
      first_name: trimmed(body.first_name),
      last_name: trimmed(body.last_name),
      email: trimmed(body.email),
      country_code: countryCode(body.country_code) || '971',
      mobile_number: digits(trimmed(body.mobile_number)),
      dob: optional(body.dob),
      gender: optional(body.gender) as SavedProfile['gender'],
      nationality: optional(body.nationality),
      id_proof_type_id: type,
      id_proof_number: idNumber,
      expiry_date: optional(body.expiry_date),
      passport_issue_date: optional(body.passport_issue_date),
      place_of_birth: optional(body.place_of_birth),
      booking_reason: optional(body.booking_reason),
      religion_id: religionId,
      customer_tag: tagId,
    },
  };
}

/** customers-associated: a family member is a visitor (spec §5): name, email, mobile, date of birth, gender. */
export function checkFamilyBody(body: { name: string; email: string; country_code: string; mobile_number: string; dob?: string; gender?: string }, today: string): FieldErrors {
  const e: FieldErrors = {};
  const p = nameProblem(body.name);
  if (p) e.name = p;
  personProblems(body as unknown as Record<string, unknown>, today, e);
  return e;
}

/** Spec §5 password: at least 8 and at most 128, with upper and lower case, a digit and a symbol. */
export function passwordProblem(p: string): string | null {
  if (p.length < 8) return 'passwordMin';
  if (p.length > 128) return 'tooLong:128';
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z0-9]/].every((re) => re.test(p)) ? null : 'passwordStrength';
}

export const GUEST_FIELDS = ['name', 'email', 'country_code', 'mobile_number', 'nationality'] as const;
export type Guest = Record<(typeof GUEST_FIELDS)[number], string>;
export interface GuestProblem {
  row: number;
  column: (typeof GUEST_FIELDS)[number];
  message: string;
}

const GUEST_NAME = /^[\p{L}\p{M} .'-]+$/u;

/** One guest row (spec §6 partner guests, §5 visitor rules): each column's first problem, or none. */
function guestProblems(g: Guest, row: number): GuestProblem[] {
  const name = g.name.trim();
  const email = g.email.trim();
  const cc = countryCode(g.country_code);
  const ccOk = /^\d{1,4}$/.test(cc);
  const problems: Array<[GuestProblem['column'], string | null]> = [
    ['name', !name ? 'required' : [...name].length < 2 || name.length > TEXT_MAX || !GUEST_NAME.test(name) ? 'nameInvalid' : null],
    ['email', !email ? 'required' : g.email.length > TEXT_MAX || !emailOk(email) ? 'emailInvalid' : null],
    ['country_code', !cc ? 'required' : ccOk ? null : 'countryCodeInvalid'],
    ['mobile_number', !g.mobile_number.trim() ? 'required' : ccOk && !/^\d{8,14}$/.test(digits(g.mobile_number)) ? 'mobileInvalid' : null],
    ['nationality', g.nationality.trim() && !/^[A-Za-z]{2}$/.test(g.nationality.trim()) ? 'nationalityInvalid' : null],
  ];
  return problems.flatMap(([column, message]) => (message ? [{ row, column, message }] : []));
}

/** partners/guests: imported only when every row passes; then cleaned (spaces, case, mobile digits). */
export function checkGuestRows(rows: Array<{ row: number; guest: Guest }>): { guests: Guest[] } | { errors: GuestProblem[] } {
  const errors = rows.flatMap((r) => guestProblems(r.guest, r.row));
  if (errors.length) return { errors };
  return {
    guests: rows.map(({ guest: g }) => ({
      name: g.name.trim().replace(/\s+/g, ' '),
      email: g.email.trim().toLowerCase(),
      country_code: countryCode(g.country_code),
      mobile_number: digits(g.mobile_number.trim()),
      nationality: g.nationality.trim().toUpperCase(),
    })),
  };
}

/** Spec §9 booking history presets, in days back from today. */
const PRESETS: Record<string, number> = { week: 7, month: 30, '3months': 90 };

/** The first millisecond a preset keeps (0: no preset, everything). */
export function presetSince(preset: string | null, today: string): number {
  const days = preset && Object.hasOwn(PRESETS, preset) ? PRESETS[preset]! : null;
  return days === null ? 0 : Date.parse(`${today}T00:00:00Z`) - days * 86_400_000;
}

/**
 * The sandbox's reschedule/cancel rule (sandbox/README.md): a paid facility booking nobody has checked in to, whose
 * slot starts at least two hours from now (venue time).
 */
export function changeAllowed(b: { status: string; date: string; start: string }, now: { date: string; minutes: number }): boolean {
  if (b.status !== 'paid') return false;
  if (b.date !== now.date) return b.date > now.date;
  return minutes(b.start) - now.minutes >= 120;
}
