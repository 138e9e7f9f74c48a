import { z } from '@/lib/zod';
import { checkGuests, GUEST_COLUMNS, GUEST_FILE_MAX_BYTES } from './guests';
import { PROFILE_FILE_MAX_BYTES } from '../forms/upload-limits';
import { checkPreferences } from './preferences';
import { checkFamilyMember, checkProfile, type FieldErrors } from './rules';
import { PROFILE_FIELDS } from './customer';

/**
 * One zod schema per form of the personal pages (issue 22 §3): the browser validates with it (react-hook-form's
 * zodResolver) and the server action validates the same input again with it. Each is built on the pure rules of
 * lib/self-service (rules.ts, preferences.ts, guests.ts), which cite the spec; an issue's message is a message key
 * of `selfService.errors` (or `selfService.csv` for guests), worded by the form.
 */
const today = () => new Date().toISOString().slice(0, 10);

function textForm<K extends string>(fields: readonly K[], check: (v: Record<K, string>) => FieldErrors) {
  // A field the form does not show (e.g. the ID number without an ID type) is not sent: it counts as blank.
  const shape = Object.fromEntries(fields.map((k) => [k, z.string().trim().default('')])) as Record<K, z.ZodDefault<z.ZodString>>;
  return z.object(shape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(check(v as Record<K, string>))) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** Spec §3 customer profile form with the spec §5 rules (checkProfile). */
export const profileFormSchema = textForm(PROFILE_FIELDS, (v) => {
  const r = checkProfile(v, today());
  return 'errors' in r ? r.errors : {};
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const FAMILY_FIELDS = ['name', 'email', 'country_code', 'mobile_number', 'dob', 'gender'] as const;
/** Spec §5 visitor form, for a family member (checkFamilyMember). */
export const familyFormSchema = textForm(FAMILY_FIELDS, (v) => checkFamilyMember(v, today()));
export type FamilyFormValues = z.input<typeof familyFormSchema>;

const STRONG = (p: string) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p) && /[^A-Za-z0-9]/.test(p);
/** Change password (spec §9 password rules: 8 or more, upper, lower, digit, special; the confirmation matches). */
export const passwordFormSchema = z
  .object({ current_password: z.string(), password: z.string(), confirm_password: z.string() })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.current_password) issue('current_password', 'required');
    if (v.password.length < 8) issue('password', 'passwordMin');
    else if (!STRONG(v.password)) issue('password', 'passwordStrength');
    if (v.confirm_password !== v.password) issue('confirm_password', 'passwordMismatch');
  });
export type PasswordFormValues = z.input<typeof passwordFormSchema>;

/** Text size and language (issue 13 item 1; checkPreferences). */
export const preferencesFormSchema = textForm(['size', 'language'] as const, (v) => {
  const r = checkPreferences(v);
  return 'errors' in r ? r.errors : {};
});
export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;

const SUBJECT_MAX = 150;
const MESSAGE_MAX = 4000;
const limited = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
/** Open a support ticket (issue 13 item 7): subject up to 150 characters, message up to 4000. */
export const ticketOpenSchema = z.object({ subject: limited(SUBJECT_MAX), message: limited(MESSAGE_MAX) });
/** Reply to a ticket. */
export const ticketReplySchema = z.object({ message: limited(MESSAGE_MAX) });
export type TicketFormValues = { subject?: string; message: string };

/** One guest entered by hand (spec §6 manual participant entry; checkGuests, default code 971). */
export const guestEntrySchema = textForm(GUEST_COLUMNS, (v) => {
  const checked = checkGuests([{ row: 1, cells: { ...v, country_code: v.country_code || '971' } }]);
  return 'errors' in checked ? Object.fromEntries(checked.errors.map((e) => [e.column, e.message])) : {};
});
export type GuestEntryValues = z.input<typeof guestEntrySchema>;

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
export const DOCUMENT_KEYS = ['id_front', 'id_back', 'passport'] as const;
export type ProfileFileKind = 'image' | 'documents';

/** The file a form field holds: the browser's FileList (first file) or the server's File; null when none. */
function firstFile(v: unknown): File | null {
  if (typeof File !== 'undefined' && v instanceof File) return v.size > 0 ? v : null;
  if (v && typeof v === 'object' && 'item' in v && typeof (v as FileList).item === 'function') return firstFile((v as FileList).item(0));
  return null;
}

/** Profile image (JPEG/PNG up to 1 MB) or a document (JPEG/PNG/PDF up to 4 MB) with its kind (spec §9 upload types). */
export function profileFileSchema(kind: ProfileFileKind) {
  return z
    .object({ key: z.string(), file: z.unknown() })
    .transform((v) => ({ key: v.key, file: firstFile(v.file) }))
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.file) issue('file', 'required');
      else if (!(kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES).includes(v.file.type)) issue('file', kind === 'image' ? 'fileTypeImage' : 'fileTypeDocument');
      else if (v.file.size > PROFILE_FILE_MAX_BYTES[kind]) issue('file', 'fileTooLarge');
      if (kind === 'documents' && !(DOCUMENT_KEYS as readonly string[]).includes(v.key)) issue('key', 'required');
    });
}
export type ProfileFileValues = { key: string; file: unknown };

/** The guest CSV chosen for upload (spec §6 wholesale bulk upload): a .csv file up to GUEST_FILE_MAX_BYTES; its rows are read on the server. */
export const guestFileSchema = z
  .object({ file: z.unknown() })
  .transform((v) => ({ file: firstFile(v.file) }))
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['file'], message });
    if (!v.file) issue('noFile');
    else if (!/\.csv$/i.test(v.file.name) && !/csv|excel|text\/plain/.test(v.file.type)) issue('fileType');
    else if (v.file.size > GUEST_FILE_MAX_BYTES) issue('fileTooLarge');
  });
export type GuestFileValues = { file: unknown };
