import 'server-only';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import { requestOrigin } from '@/lib/auth/context';
import type { RequestContext } from '@/lib/provider/headers';
import { getPreferences } from '@/lib/provider/self-service-calls';
import { sizeName, TEXT_SIZE_COOKIE, type Preferences } from './preferences';

const YEAR = 31_536_000;

/**
 * Applies a customer's preferences on this browser (issue 13 item 1): the language becomes the default for pages
 * opened without `lang` (the middleware reads LOCALE_COOKIE, spec §2), the text size is read by the header's
 * TextSize. Both cookies are readable by scripts (TextSize reads one; neither is a secret).
 */
export async function setPreferenceCookies(p: Preferences): Promise<void> {
  const jar = await cookies();
  const secure = (await requestOrigin()).startsWith('https:');
  jar.set(LOCALE_COOKIE, p.language, { path: '/', maxAge: YEAR, sameSite: 'lax', secure });
  const size = sizeName(p.size);
  if (size) jar.set(TEXT_SIZE_COOKIE, size, { path: '/', maxAge: YEAR, sameSite: 'lax', secure });
}

/**
 * At sign-in: the customer's saved preferences, applied; one who never saved any keeps this browser's language and
 * size. A failure never stands in the way of signing in.
 */
export async function applySavedPreferences(ctx: RequestContext): Promise<void> {
  try {
    const p = await getPreferences(ctx);
    if (p.saved_at) await setPreferenceCookies(p);
  } catch (e) {
    console.warn('[preferences] not applied at sign-in', e instanceof Error ? e.message : e);
  }
}
