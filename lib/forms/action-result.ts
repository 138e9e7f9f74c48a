/**
 * What every server action of a form answers (the account forms, lib/auth/actions.ts; the personal pages,
 * lib/self-service/*actions.ts): never a thrown error. It carries what lib/api/client.ts's ApiError carries for an
 * island's call, in a form's terms: ok with its data (and a message worded on the server), or a refusal with a
 * short `code` the form words itself (a message key), the provider's own `message` when it gave one (spec §8: shown
 * as is), field errors by field name (validation message keys), and for a file of rows, every bad cell.
 */
export interface RowError {
  /** 1-based row of the file; 0 for the file itself. */
  row: number;
  column: string;
  /** A message key. */
  message: string;
}

export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string | null }
  | { ok: false; code: string; message: string | null; fields?: Record<string, string>; rows?: RowError[]; params?: Record<string, string> };

/** The refusal of a form whose fields did not pass its schema (the form shows 'Please fix all errors'). */
export const INVALID = 'invalid';

export function refusal(code: string, extra: Omit<Extract<ActionResult, { ok: false }>, 'ok' | 'code' | 'message'> & { message?: string | null } = {}): ActionResult<never> {
  return { ok: false, code, message: extra.message ?? null, ...extra };
}

/** A zod error's issues as { field: message key }, the first issue of each field. */
export function issuesByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}
