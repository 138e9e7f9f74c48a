import { isValidEmail } from '../validation/email';
import { MAX_LENGTH } from '../validation/limits';

/**
 * The server-side half of the free-text limits (issue 16 §4) for what client islands send through /api/provider:
 * the newsletter email must be an address, and no answer of a lead or configured form may be longer than a text
 * area takes. The client forms check the same limits first (lib/validation/lead-form.ts); this catches a request
 * made by hand. Returns true when the body may be forwarded.
 */
const LEAD_OR_FORM = /^(?:leads|forms\/[^/]+)$/;
/** A captcha response, a file path or an id is never longer than this. */
const MAX_OTHER_STRING = 4096;

function stringsWithin(value: unknown, max: (key: string) => number, key = '', depth = 0): boolean {
  if (depth > 6) return false;
  if (typeof value === 'string') return value.length <= max(key);
  if (Array.isArray(value)) return value.length <= 200 && value.every((v) => stringsWithin(v, max, key, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => stringsWithin(v, max, k, depth + 1));
  return true;
}

export function bodyAccepted(path: string, method: string, body: unknown): boolean {
  if (method !== 'POST') return true;
  if (path === 'newsletter/subscribe') {
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && isValidEmail(email.trim());
  }
  if (LEAD_OR_FORM.test(path)) {
    return stringsWithin(body, (key) => (key === 'answer' || key === 'value' ? MAX_LENGTH.textArea : MAX_OTHER_STRING));
  }
  return true;
}
