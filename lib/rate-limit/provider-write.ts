import { createHash } from 'node:crypto';
import type { RuleName } from './config';
import { limitRequest } from './request';

/**
 * Writes through /api/provider (issue 26): the lead form and the newsletter have limits of their own, every other
 * write (cart sync, benefits, forms, uploads, …) the general `provider-write` one. The account is the signed-in
 * customer (the session's token), else the email the form gives. Reads are never limited here.
 */
export function writeRule(path: string): RuleName {
  if (path === 'leads') return 'lead';
  if (path === 'newsletter/subscribe') return 'newsletter';
  return 'provider-write';
}

function emailOf(json: string | null): string | null {
  if (!json || json.length > 100_000) return null;
  try {
    const v = (JSON.parse(json) as { email?: unknown } | null)?.email;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** The 429 to answer for this write, else null. */
export async function limitProviderWrite(headers: Headers, method: string, path: string, bearer: string | null, jsonBody: string | null): Promise<Response | null> {
  if (method === 'GET') return null;
  const account = bearer ? `bearer:${createHash('sha256').update(bearer).digest('base64url').slice(0, 22)}` : emailOf(jsonBody) && `email:${emailOf(jsonBody)}`;
  return limitRequest(writeRule(path), headers, [account]);
}
