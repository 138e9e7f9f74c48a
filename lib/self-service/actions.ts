'use server';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getBearer } from '@/lib/auth/bearer';
import { requestContext } from '@/lib/auth/context';
import { sessionNames } from '@/lib/auth/session-name';
import { isLocale, type AppLocale } from '@/lib/i18n/locales';
import { isProviderError } from '@/lib/provider/errors';
import type { RequestContext } from '@/lib/provider/headers';
import {
  cancelBooking,
  changePassword,
  deleteFamilyMember,
  openSupportTicket,
  removeCard,
  replySupportTicket,
  rescheduleBooking,
  saveFamilyMember,
  saveProfile,
  uploadGuests,
  uploadProfileFile,
} from '@/lib/provider/self-service-calls';
import { href } from '@/lib/routing/links';
import { checkGuests, GUEST_COLUMNS, GUEST_FILE_MAX_BYTES, parseGuestCsv, type GuestRow } from './guests';
import { checkFamilyMember, checkProfile } from './rules';
import { sessionExpiredHref } from './page';
import type { FormState } from './types';
import { overLimit } from '@/lib/rate-limit/action';

/**
 * Server actions of the personal pages (issue 13). Each reads the bearer from the session cookie (never from the
 * form), checks the input with the same rules the provider applies, and either redirects back with a flash key or
 * answers a FormState with field or row errors. Nothing is saved half-way: the provider call is all or nothing.
 */
const BACK = /^\/(profile|customer-support)(\/[A-Za-z0-9_-]+){0,3}$/;

function localeOf(f: FormData): AppLocale {
  const l = f.get('locale');
  return isLocale(l) ? l : 'en';
}
function backOf(f: FormData): string {
  const b = String(f.get('back') ?? '');
  return BACK.test(b) ? b : '/profile/user';
}
const str = (f: FormData, k: string) => {
  const v = f.get(k);
  return typeof v === 'string' ? v.trim() : '';
};

async function context(locale: AppLocale): Promise<RequestContext> {
  const bearer = await getBearer().catch(() => null);
  const ctx = bearer ? await requestContext(bearer) : null;
  if (!ctx) redirect(href('/login', locale));
  return ctx;
}

/** The provider's refusal as a message key of selfService.errors / history, or generic. */
function failureKey(e: unknown): string {
  if (!isProviderError(e)) return 'generic';
  const code = (e.data as { code?: string } | null)?.code;
  if (e.status === 409) return 'slotTaken';
  if (code === 'not_allowed') return 'notAllowed';
  if (e.status === 404) return 'notFound';
  return 'generic';
}

function back(f: FormData, flash: Record<string, string>): never {
  redirect(href(backOf(f), localeOf(f), flash));
}

async function run(f: FormData, done: string, call: (ctx: RequestContext) => Promise<unknown>): Promise<never> {
  const locale = localeOf(f);
  const ctx = await context(locale);
  let failure: string | null = null;
  try {
    await call(ctx);
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    failure = failureKey(e);
  }
  return back(f, failure ? { error: failure } : { done });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export async function rescheduleAction(f: FormData): Promise<void> {
  const orderId = Number(str(f, 'order'));
  const line = Number(str(f, 'line'));
  const date = str(f, 'date');
  const start = str(f, 'start');
  const minutes = Number(str(f, 'minutes'));
  if (!Number.isInteger(orderId) || !Number.isInteger(line) || !DATE.test(date) || !TIME.test(start) || !(minutes > 0 && minutes <= 24 * 60)) back(f, { error: 'invalidSlot' });
  const [h, m] = start.split(':').map(Number);
  const endMin = Math.min(h! * 60 + m! + minutes, 24 * 60 - 1);
  const end = `${String(Math.floor(endMin / 60)).padStart(2, '0')}:${String(endMin % 60).padStart(2, '0')}:00`;
  await run(f, 'rescheduled', (ctx) => rescheduleBooking(ctx, orderId, { line, date, start_time: `${start}:00`, end_time: endMin === 24 * 60 - 1 ? '23:59:59' : end }));
}

export async function cancelBookingAction(f: FormData): Promise<void> {
  await run(f, 'cancelled', (ctx) => cancelBooking(ctx, Number(str(f, 'order')), Number(str(f, 'line'))));
}

export async function removeCardAction(f: FormData): Promise<void> {
  await run(f, 'cardRemoved', (ctx) => removeCard(ctx, str(f, 'card')));
}

export async function deleteFamilyAction(f: FormData): Promise<void> {
  await run(f, 'removed', (ctx) => deleteFamilyMember(ctx, Number(str(f, 'id'))));
}

function fieldErrors(e: unknown): Record<string, string> | null {
  if (!isProviderError(e) || e.status !== 422) return null;
  const errors = (e.data as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : null;
}

/** A refused form save: an expired session signs in again; the provider's 422 field errors go on the form, anything else is a message key. */
function refused(e: unknown, locale: AppLocale, values?: Record<string, string>): FormState {
  if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
  const fe = fieldErrors(e);
  const kept = values ? { values } : {};
  return fe ? { errors: fe, ...kept } : { message: failureKey(e), ...kept };
}

export async function saveFamilyAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const values = { name: str(f, 'name'), email: str(f, 'email'), country_code: str(f, 'country_code') || '971', mobile_number: str(f, 'mobile_number'), dob: str(f, 'dob'), gender: str(f, 'gender') };
  const today = new Date().toISOString().slice(0, 10);
  const errors = checkFamilyMember(values, today);
  if (Object.keys(errors).length) return { errors, values };
  const id = Number(str(f, 'id')) || null;
  const ctx = await context(locale);
  try {
    await saveFamilyMember(ctx, id, values);
  } catch (e) {
    return refused(e, locale, values);
  }
  back(f, { done: 'saved' });
}

/** Bulk upload: the file is read and checked whole here, then sent whole; the provider checks every row again. */
export async function uploadGuestsAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const file = f.get('file');
  if (!(file instanceof File) || file.size === 0) return { rowErrors: [{ row: 0, column: 'file', message: 'noFile' }] };
  if (!/\.csv$/i.test(file.name) && !/csv|excel|text\/plain/.test(file.type)) return { rowErrors: [{ row: 0, column: 'file', message: 'fileType' }] };
  if (file.size > GUEST_FILE_MAX_BYTES) return { rowErrors: [{ row: 0, column: 'file', message: 'fileTooLarge' }] };
  const result = parseGuestCsv(await file.text());
  if ('fileError' in result) {
    const err = result.fileError;
    const extra: Record<string, string> = err.kind === 'malformed' ? { row: String(err.row) } : err.kind === 'columns' ? { columns: err.missing.join(', ') } : err.kind === 'tooMany' ? { max: String(err.max) } : {};
    return { rowErrors: [{ row: 0, column: 'file', message: err.kind }], values: extra };
  }
  if ('errors' in result) return { rowErrors: result.errors };
  return sendGuests(locale, f, result.guests);
}

export async function addGuestAction(_prev: FormState, f: FormData): Promise<FormState> {
  const row = Object.fromEntries(GUEST_COLUMNS.map((c) => [c, str(f, c)])) as GuestRow;
  if (!row.country_code) row.country_code = '971';
  const checked = checkGuests([{ row: 1, cells: row }]);
  if ('errors' in checked) return { errors: Object.fromEntries(checked.errors.map((e) => [e.column, e.message])), values: row };
  return sendGuests(localeOf(f), f, checked.guests, row);
}

async function sendGuests(locale: AppLocale, f: FormData, guests: GuestRow[], values?: Record<string, string>): Promise<FormState> {
  const ctx = await context(locale);
  // Issue 26: guest CSV writes per account and address.
  if (await overLimit('csv', ctx.bearer)) return { message: 'rateLimited', values };
  try {
    const r = await uploadGuests(ctx, guests);
    const t = await getTranslations({ locale, namespace: 'selfService' });
    return { ok: true, message: t('partner.imported', { n: r.data.imported }) };
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    const rows = isProviderError(e) ? (e.data as { errors?: unknown } | null)?.errors : undefined;
    if (Array.isArray(rows)) return { rowErrors: rows as NonNullable<NonNullable<FormState>['rowErrors']>, values };
    return { message: failureKey(e), values };
  }
}

export async function openTicketAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const values = { subject: str(f, 'subject'), message: str(f, 'message') };
  const errors: Record<string, string> = {};
  if (!values.subject) errors.subject = 'required';
  else if (values.subject.length > 150) errors.subject = 'tooLong';
  if (!values.message) errors.message = 'required';
  else if (values.message.length > 4000) errors.message = 'tooLong';
  if (Object.keys(errors).length) return { errors, values };
  const ctx = await context(locale);
  // Issue 26: support posts per account and address (selfService.errors.rateLimited).
  if (await overLimit('support', ctx.bearer)) return { message: 'rateLimited', values };
  let id: number;
  try {
    id = (await openSupportTicket(ctx, values)).id;
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    return { errors: fieldErrors(e) ?? undefined, message: fieldErrors(e) ? undefined : failureKey(e), values };
  }
  redirect(href(`/customer-support/${id}`, locale, { done: 'opened' }));
}

export async function replyTicketAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const message = str(f, 'message');
  const id = Number(str(f, 'id'));
  if (!message) return { errors: { message: 'required' } };
  if (message.length > 4000) return { errors: { message: 'tooLong' }, values: { message } };
  const ctx = await context(locale);
  if (await overLimit('support', ctx.bearer)) return { message: 'rateLimited', values: { message } };
  try {
    await replySupportTicket(ctx, id, message);
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    return { message: failureKey(e), values: { message } };
  }
  redirect(href(`/customer-support/${id}`, locale, { done: 'replied' }));
}

const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'country_code', 'mobile_number', 'dob', 'gender', 'nationality', 'id_proof_type_id', 'id_proof_number', 'expiry_date', 'passport_issue_date', 'place_of_birth', 'booking_reason'] as const;

/** Spec §3 customer profile form: checked here with the provider's own rules, then saved whole or not at all. */
export async function saveProfileAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const values = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, str(f, k)])) as Record<(typeof PROFILE_FIELDS)[number], string>;
  const checked = checkProfile(values, new Date().toISOString().slice(0, 10));
  if ('errors' in checked) return { errors: checked.errors, values };
  const ctx = await context(locale);
  try {
    await saveProfile(ctx, values);
    sessionNames.forget(ctx);
  } catch (e) {
    return refused(e, locale, values);
  }
  const t = await getTranslations({ locale, namespace: 'selfService' });
  return { ok: true, message: t('profile.saved') };
}

export async function changePasswordAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const body = { current_password: String(f.get('current_password') ?? ''), password: String(f.get('password') ?? ''), confirm_password: String(f.get('confirm_password') ?? '') };
  const errors: Record<string, string> = {};
  if (!body.current_password) errors.current_password = 'required';
  if (body.password.length < 8) errors.password = 'passwordMin';
  else if (!(/[A-Z]/.test(body.password) && /[a-z]/.test(body.password) && /\d/.test(body.password) && /[^A-Za-z0-9]/.test(body.password))) errors.password = 'passwordStrength';
  if (body.confirm_password !== body.password) errors.confirm_password = 'passwordMismatch';
  if (Object.keys(errors).length) return { errors };
  const ctx = await context(locale);
  try {
    await changePassword(ctx, body);
  } catch (e) {
    return refused(e, locale);
  }
  const t = await getTranslations({ locale, namespace: 'selfService' });
  return { ok: true, message: t('profile.passwordChanged') };
}

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** Profile image (JPEG/PNG ≤ 1 MB) or a document (JPEG/PNG/PDF ≤ 4 MB, spec §9 accepted upload types). */
export async function uploadProfileFileAction(_prev: FormState, f: FormData): Promise<FormState> {
  const locale = localeOf(f);
  const kind = f.get('kind') === 'documents' ? 'documents' : 'image';
  const file = f.get('file');
  if (!(file instanceof File) || file.size === 0) return { errors: { file: 'required' } };
  if (!(kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES).includes(file.type)) return { errors: { file: kind === 'image' ? 'fileTypeImage' : 'fileTypeDocument' } };
  if (file.size > (kind === 'image' ? 1 : 4) * 1024 * 1024) return { errors: { file: 'fileTooLarge' } };
  const key = str(f, 'key');
  if (kind === 'documents' && !['id_front', 'id_back', 'passport'].includes(key)) return { errors: { key: 'required' } };
  const body = new FormData();
  body.set('file', file);
  if (kind === 'documents') body.set('key', key);
  const ctx = await context(locale);
  try {
    await uploadProfileFile(ctx, kind, body);
  } catch (e) {
    return refused(e, locale);
  }
  back(f, { done: kind === 'image' ? 'image' : 'document' });
}
