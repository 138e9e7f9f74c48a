'use server';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { refusal, type ActionResult } from '@/lib/forms/action-result';
import type { AppLocale } from '@/lib/i18n/locales';
import { isProviderError } from '@/lib/provider/errors';
import type { RequestContext } from '@/lib/provider/headers';
import {
  cancelBooking,
  deleteFamilyMember,
  getRefundQuote,
  openSupportTicket,
  replySupportTicket,
  saveFamilyMember,
  uploadGuests,
} from '@/lib/provider/self-service-calls';
import { href } from '@/lib/routing/links';
import { formatPrice } from '@/lib/format/price';
import { isSlotRefusalKey } from '@/lib/booking/capacity';
import { back, context, failureKey, localeOf, refused, str, textValues, validated } from './action-context';
import { moveBooking } from './booking-move';
import { GUEST_COLUMNS, parseGuestCsv, type GuestRow } from './guests';
import { sessionExpiredHref } from './page';
import { FAMILY_FIELDS, familyFormSchema, guestEntrySchema, guestFileSchema, ticketOpenSchema, ticketReplySchema } from './schemas';
import { checkGuests } from './guests';
import { overLimit } from '@/lib/rate-limit/action';

/**
 * Server actions of the personal pages (issue 13). Each reads the bearer from the session cookie (never from the
 * form), checks the input again with the form's own schema (lib/self-service/schemas.ts, the one the browser used),
 * and either redirects back with a flash key or answers an ActionResult (lib/forms/action-result.ts) with field or
 * row errors. Nothing is saved half-way: the provider call is all or nothing. The profile's own forms are in
 * profile-actions.ts, the preferences in preference-actions.ts.
 */
type Result = ActionResult;

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

/**
 * The reschedule of a facility booking through the slot grid (issue 24 item 5): the outcome worded here, for the
 * island to announce where the customer is looking (a toast and the line beside its button).
 */
export async function rescheduleBookingAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const ctx = await context(locale);
  const t = await getTranslations({ locale, namespace: 'selfService' });
  let outcome: { done: string } | { error: string };
  try {
    outcome = await moveBooking(ctx, { order: Number(str(f, 'order')), line: Number(str(f, 'line')), date: str(f, 'date'), start: str(f, 'start') });
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    outcome = { error: failureKey(e) };
  }
  if ('done' in outcome) return { ok: true, data: undefined, message: t(`history.${outcome.done}`) };
  const key = outcome.error;
  // A slot a linked facility or a class takes: the booking modal's own sentence (issue 23 item 1).
  if (isSlotRefusalKey(key)) return refusal(key, { message: (await getTranslations({ locale, namespace: 'booking' }))(key) });
  return refusal(key, { message: t(key === 'generic' || key === 'notFound' ? `errors.${key}` : `history.${key}`) });
}

/** The refund's parts worded for the cancel dialog and its outcome (issue 23 item 4). */
async function refundSentences(locale: AppLocale, parts: ReadonlyArray<{ to: string; amount: number }>, currency: string): Promise<string[]> {
  const t = await getTranslations({ locale, namespace: 'selfService' });
  const paid = parts.filter((p) => p.amount > 0);
  return paid.length ? paid.map((p) => t(`history.refundTo_${p.to}`, { amount: formatPrice(p.amount, currency) })) : [t('history.noRefund')];
}

/** What cancelling a facility booking would refund and where: the provider's own answer, before the customer confirms. */
export async function refundQuoteAction(locale: AppLocale, order: number, line: number): Promise<ActionResult<{ lines: string[] }>> {
  const ctx = await context(locale);
  try {
    const q = await getRefundQuote(ctx, order, line);
    return { ok: true, data: { lines: await refundSentences(locale, q.parts, q.currency) } };
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    const key = failureKey(e);
    const t = await getTranslations({ locale, namespace: 'selfService' });
    return refusal(key, { message: t(key === 'generic' || key === 'notFound' ? `errors.${key}` : `history.${key}`) });
  }
}

/** Cancels a facility booking (once: the provider refuses a second cancel) and words what was refunded where. */
export async function cancelBookingResultAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const ctx = await context(locale);
  const t = await getTranslations({ locale, namespace: 'selfService' });
  try {
    const r = await cancelBooking(ctx, Number(str(f, 'order')), Number(str(f, 'line')));
    const refund = await refundSentences(locale, r.refund ?? [], r.data.currency);
    return { ok: true, data: undefined, message: [t('history.cancelled'), ...refund].join(' ') };
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    const key = failureKey(e);
    return refusal(key, { message: t(key === 'generic' || key === 'notFound' ? `errors.${key}` : `history.${key}`) });
  }
}

export async function deleteFamilyAction(f: FormData): Promise<void> {
  await run(f, 'removed', (ctx) => deleteFamilyMember(ctx, Number(str(f, 'id'))));
}

export async function saveFamilyAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const checked = validated(familyFormSchema.safeParse(textValues(f, FAMILY_FIELDS)));
  if ('refused' in checked) return checked.refused;
  const values = { ...checked.data, country_code: checked.data.country_code || '971' };
  const id = Number(str(f, 'id')) || null;
  const ctx = await context(locale);
  try {
    await saveFamilyMember(ctx, id, values);
  } catch (e) {
    return refused(e, locale);
  }
  back(f, { done: 'saved' });
}

/** Bulk upload: the file is read and checked whole here, then sent whole; the provider checks every row again. */
export async function uploadGuestsAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const fileError = (message: string, params?: Record<string, string>) => refusal('file', { rows: [{ row: 0, column: 'file', message }], params });
  const checked = guestFileSchema.safeParse({ file: f.get('file') });
  if (!checked.success) return fileError(checked.error.issues[0]!.message);
  const file = checked.data.file!;
  const result = parseGuestCsv(await file.text());
  if ('fileError' in result) {
    const err = result.fileError;
    return fileError(err.kind, err.kind === 'malformed' ? { row: String(err.row) } : err.kind === 'columns' ? { columns: err.missing.join(', ') } : err.kind === 'tooMany' ? { max: String(err.max) } : {});
  }
  if ('errors' in result) return refusal('rows', { rows: result.errors });
  return sendGuests(locale, result.guests);
}

export async function addGuestAction(_prev: Result | null, f: FormData): Promise<Result> {
  const checked = validated(guestEntrySchema.safeParse(textValues(f, GUEST_COLUMNS)));
  if ('refused' in checked) return checked.refused;
  const row: GuestRow = { ...checked.data, country_code: checked.data.country_code || '971' };
  const guests = checkGuests([{ row: 1, cells: row }]);
  return 'guests' in guests ? sendGuests(localeOf(f), guests.guests) : refusal('rows', { rows: guests.errors });
}

async function sendGuests(locale: AppLocale, guests: GuestRow[]): Promise<Result> {
  const ctx = await context(locale);
  // Issue 26: guest CSV writes per account and address.
  if (await overLimit('csv', ctx.bearer)) return refusal('rateLimited');
  try {
    const r = await uploadGuests(ctx, guests);
    const t = await getTranslations({ locale, namespace: 'selfService' });
    return { ok: true, data: undefined, message: t('partner.imported', { n: r.data.imported }) };
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    const rows = isProviderError(e) ? (e.data as { errors?: unknown } | null)?.errors : undefined;
    if (Array.isArray(rows)) return refusal('rows', { rows });
    return refusal(failureKey(e));
  }
}

export async function openTicketAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const checked = validated(ticketOpenSchema.safeParse(textValues(f, ['subject', 'message'] as const)));
  if ('refused' in checked) return checked.refused;
  const ctx = await context(locale);
  // Issue 26: support posts per account and address (selfService.errors.rateLimited).
  if (await overLimit('support', ctx.bearer)) return refusal('rateLimited');
  let id: number;
  try {
    id = (await openSupportTicket(ctx, checked.data)).id;
  } catch (e) {
    return refused(e, locale);
  }
  redirect(href(`/customer-support/${id}`, locale, { done: 'opened' }));
}

export async function replyTicketAction(_prev: Result | null, f: FormData): Promise<Result> {
  const locale = localeOf(f);
  const id = Number(str(f, 'id'));
  const checked = validated(ticketReplySchema.safeParse(textValues(f, ['message'] as const)));
  if ('refused' in checked) return checked.refused;
  const ctx = await context(locale);
  if (await overLimit('support', ctx.bearer)) return refusal('rateLimited');
  try {
    await replySupportTicket(ctx, id, checked.data.message);
  } catch (e) {
    if (isProviderError(e) && e.unauthorized) redirect(sessionExpiredHref(locale));
    return refusal(failureKey(e));
  }
  redirect(href(`/customer-support/${id}`, locale, { done: 'replied' }));
}
