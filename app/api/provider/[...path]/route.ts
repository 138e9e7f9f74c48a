import { NextResponse, type NextRequest } from 'next/server';
import { allowedPath } from '@/lib/provider/allow-list';
import { bodyAccepted } from '@/lib/provider/body-limits';
import { buildUrl, providerCallStarted, venueContext } from '@/lib/provider/client';
import { deviceClock, providerHeaders } from '@/lib/provider/headers';
import { resolveTenant } from '@/lib/tenant/tenants';
import { getBearer } from '@/lib/auth/bearer';
import { limitProviderWrite } from '@/lib/rate-limit/provider-write';

/**
 * The one door from client islands to the provider (DESIGN §3): an allow-list of paths, the bearer token added
 * here on the server, the device's local time and zone forwarded, and a 401 answered so the client signs out.
 * Nothing is cached: answers may be personal.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY = 6 * 1024 * 1024;
/** Per-browser id the provider keys reservations by (spec §7 session id header, cart/sync). */
const SID_COOKIE = 'sid';
const SID = /^[A-Za-z0-9_-]{8,64}$/;

function json(status: number, body: unknown) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

async function handle(req: NextRequest, ctx: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await ctx.params;
  const path = allowedPath(segments, req.method);
  if (!path) return json(404, { status: false, message: 'Not found' });
  let tenant;
  try {
    tenant = resolveTenant(req.headers.get('host'));
  } catch {
    tenant = null;
  }
  if (!tenant) return json(404, { status: false, message: 'Unknown site' });

  const knownSid = req.cookies.get(SID_COOKIE)?.value;
  const sid = knownSid && SID.test(knownSid) ? knownSid : crypto.randomUUID();
  const bearer = await getBearer();
  const headers = providerHeaders(
    await venueContext({
      siteToken: tenant.siteToken,
      bearer,
      sessionId: sid,
      ...deviceClock((name) => req.headers.get(name)),
    }),
  );

  let body: BodyInit | undefined;
  if (req.method !== 'GET' && req.method !== 'DELETE') {
    const length = Number(req.headers.get('content-length') ?? 0);
    if (length > MAX_BODY) return json(413, { status: false, message: 'Request too large' });
    const type = req.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      try {
        body = await req.formData();
      } catch {
        return json(400, { status: false, message: 'Malformed form data' });
      }
    } else {
      const text = await req.text();
      if (text.length > MAX_BODY) return json(413, { status: false, message: 'Request too large' });
      let parsed: unknown = null;
      try {
        if (text) parsed = JSON.parse(text);
      } catch {
        return json(400, { status: false, message: 'Malformed JSON' });
      }
      // Free-text limits (issue 16 §4); no message, so the form says it in the visitor's language.
      if (!bodyAccepted(path, req.method, parsed)) return json(422, { status: false });
      body = text || undefined;
      headers['content-type'] = 'application/json';
    }
  } else if (req.method === 'DELETE') {
    const text = await req.text().catch(() => '');
    if (text) {
      try {
        JSON.parse(text);
      } catch {
        return json(400, { status: false, message: 'Malformed JSON' });
      }
      body = text;
      headers['content-type'] = 'application/json';
    }
  }

  // Issue 26: writes per account and address (lib/rate-limit/provider-write.ts); reads are not limited.
  const limited = await limitProviderWrite(req.headers, req.method, path, bearer, typeof body === 'string' ? body : null);
  if (limited) return limited;

  const query = Object.fromEntries(
    [...new Set(req.nextUrl.searchParams.keys())].map((k) => {
      const all = req.nextUrl.searchParams.getAll(k);
      return [k.replace(/\[\]$/, ''), k.endsWith('[]') ? all : all[0]];
    }),
  );
  let res: Response;
  let text: string;
  // The answer's Server-Timing counts the provider's wait apart from the door's own work (issue 27 item 3).
  const ended = providerCallStarted();
  try {
    res = await fetch(buildUrl(path, query), { method: req.method, headers, body, signal: AbortSignal.timeout(15_000), cache: 'no-store' });
    text = await res.text();
  } catch (e) {
    console.error(`[provider] network error on ${path} — cause: ${(e as Error).message}`);
    return json(503, { status: false, message: 'Service unavailable' });
  } finally {
    ended();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.error(`[provider] invalid-response on ${path} (${res.status})`);
    return json(502, { status: false, message: 'Bad answer from the provider' });
  }
  const out =
    res.status === 401
      ? json(401, { status: false, message: 'Session expired', sessionExpired: true })
      : json(res.status >= 500 ? 502 : res.status, parsed);
  if (sid !== knownSid) {
    out.cookies.set(SID_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.nextUrl.protocol === 'https:' });
  }
  return out;
}

export { handle as GET, handle as POST, handle as DELETE, handle as PUT };
