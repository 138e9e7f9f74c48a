/**
 * Generated malformed requests (issue 6 §4): odd query strings, oversized and non-UTF-8 values, bad JSON and
 * multipart bodies, path traversal and non-allow-listed paths through /api/provider, weird Host headers, junk
 * cookies and framework headers. Deterministic (seeded), so a failure reproduces.
 */
export interface BadRequest {
  kind: string;
  method: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** When set, the answer must be exactly this status (allow-list enforcement). */
  expectStatus?: number;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PAGES = ['/', '/home', '/about-us', '/privacy-policy', '/404', '/events', '/events/1', '/blog/x', '/no-such-page', '/profile/user', '/login'];
const QUERIES = [
  'lang=en&lang=ar', 'lang=ar&lang=ar', 'lang=EN', 'lang=e%00n', 'lang=%ff', 'lang=%C3%28', 'lang=', 'lang', '=en', '&&&&', '?', '%', '%%%', '%zz',
  'lang=en&q=%E0%A4%A', 'lang=en&q=%ED%A0%80', 'lang=en&q=%F8%88%80%80%80', 'lang=en&search=<script>alert(1)</script>',
  'lang=en&nextUrl=https://evil.example', 'lang=en&nextUrl=//evil.example', 'lang=en&page=-1', 'lang=en&page=1e309', 'lang=en&page=NaN',
  'lang[]=en', 'lang[0]=ar', 'lang=en;ar', 'lang=en%26lang%3Dar', 'lang=ar%20', 'lang=%0d%0aSet-Cookie:%20x=1', 'lang=en&__proto__[x]=1',
  'lang=en&constructor[prototype][x]=1', `lang=en&q=${'a'.repeat(4000)}`, `lang=en&${'k=v&'.repeat(600)}`, `lang=en&q=${'%FF'.repeat(1200)}`,
  'lang=en&_rsc=garbage', 'lang=en&journey=%00', 'lang=ar&date=2026-13-45', 'lang=en&id=../../etc/passwd',
];
const HOSTS = [
  'evil.example', 'localhost:abc', '[::1]', 'a'.repeat(300), '..', 'LOCALHOST', 'localhost.', 'localhost:99999', '%00', 'local host', '-',
  '127.0.0.1', 'arena.localhost', 'maintenance.localhost', 'xn--80ak6aa92e.com', 'localhost:3000@evil.example', '0',
];
const NOT_ALLOWED = [
  '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/admin', 'verify-time/..%2f..%2fadmin', 'search%2fglobal', 'a%00b',
  `${'a/'.repeat(12)}x`, 'admin/users', 'customers', 'orders', 'auth/login/../../admin', 'VERIFY-TIME', 'verify-time.json', ' verify-time',
  'verify-time%20', 'search/global/extra', '.', '..', '...', '%2e', 'version.json', 'api/v2/customers', 'http://evil.example/', '%5c..%5cwin.ini',
  `${'x'.repeat(300)}`, '~root', 'search\\global', 'verify-time%3Fx=1',
];
const ALLOWED = [
  { method: 'GET', path: 'verify-time' },
  { method: 'GET', path: 'search/global' },
];
/** Body-taking provider paths features are expected to allow-list (exercised once they are; 404 until then). */
const BODY_PATHS = ['cart/sync', 'auth/login', 'auth/register', 'orders', 'customers/profile'];
const BAD_JSON = ['{', '{"a":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '\u0000', '{"a":"\ud800"}', '1e99999', `{"a":"${'x'.repeat(70_000)}"}`, '{"__proto__":{"x":1}}', ''];
const NON_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
const MULTIPART_BAD = [
  { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { type: 'multipart/form-data; boundary=', body: '----\r\n' },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="f"; filename="../../x"\r\n\r\nAAA' },
  { type: 'multipart/form-data; boundary=abc', body: 'no boundary here at all' },
  { type: 'multipart/form-data; boundary="' + 'b'.repeat(200) + '"', body: `--${'b'.repeat(200)}\r\n\r\n` },
];
const JUNK_HEADERS: Record<string, string>[] = [
  { cookie: 'authjs.session-token=%%%garbage' },
  { cookie: `authjs.session-token.0=${'A'.repeat(3000)}; authjs.session-token.1=%ZZ` },
  { cookie: 'lang=xx; lang=ar' },
  { cookie: '__Secure-authjs.session-token=eyJhbGciOiJub25lIn0.e30.' },
  { rsc: '1' },
  { rsc: '1', 'next-router-state-tree': 'garbage' },
  { rsc: '1', 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D' },
  { 'next-router-prefetch': '1', rsc: '1' },
  { 'next-action': 'abcdef0123456789abcdef0123456789abcdef01' },
  { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
  { 'x-local-time': 'yesterday', 'x-time-zone': '../../etc' },
  { 'x-local-time': '9999-99-99 99:99:99', 'x-time-zone': 'A'.repeat(500) },
  { 'accept-language': 'ar;q=abc,,,' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
  { 'content-type': 'application/json', 'content-length': '5' },
  { range: 'bytes=999999-1' },
  { 'if-none-match': '"' + 'x'.repeat(1000) + '"' },
  { 'x-invoke-path': '/api/provider/admin', 'x-invoke-query': '%7B%7D' },
  { 'x-now-route-matches': 'site=evil&locale=xx' },
];

export function generateBadRequests(total = 1100, seed = 6): BadRequest[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const out: BadRequest[] = [];

  // Exhaustive families first, so every variant appears at least once.
  for (const p of PAGES) for (const q of QUERIES) out.push({ kind: 'page query', method: 'GET', path: `${p}?${q}` });
  for (const h of HOSTS) for (const p of ['/', '/about-us?lang=ar', '/api/provider/verify-time', '/api/session', '/version.json', '/events?lang=en'])
    out.push({ kind: 'host header', method: 'GET', path: p, host: h });
  for (const n of NOT_ALLOWED) for (const m of ['GET', 'POST', 'DELETE'])
    out.push({ kind: 'provider not allowed', method: m, path: `/api/provider/${n}`, headers: { 'content-type': 'application/json' }, body: m === 'GET' ? undefined : '{}' });
  for (const a of ALLOWED) for (const m of ['POST', 'PUT', 'DELETE'])
    out.push({ kind: 'provider wrong method', method: m, path: `/api/provider/${a.path}`, body: '{}', headers: { 'content-type': 'application/json' }, expectStatus: 404 });
  for (const bp of BODY_PATHS) {
    for (const b of BAD_JSON) out.push({ kind: 'bad json', method: 'POST', path: `/api/provider/${bp}`, headers: { 'content-type': 'application/json' }, body: b });
    for (const mp of MULTIPART_BAD) out.push({ kind: 'bad multipart', method: 'POST', path: `/api/provider/${bp}`, headers: { 'content-type': mp.type }, body: mp.body });
    out.push({ kind: 'non-utf8 body', method: 'POST', path: `/api/provider/${bp}`, headers: { 'content-type': 'application/json' }, body: NON_UTF8 });
  }
  for (const b of BAD_JSON) out.push({ kind: 'revalidate bad json', method: 'POST', path: '/api/revalidate', headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'e2e-revalidate-secret' }, body: b });
  for (const mp of MULTIPART_BAD) out.push({ kind: 'revalidate multipart', method: 'POST', path: '/api/revalidate', headers: { 'content-type': mp.type, 'x-revalidate-secret': 'e2e-revalidate-secret' }, body: mp.body });
  for (const h of JUNK_HEADERS) for (const p of ['/?lang=en', '/about-us?lang=ar', '/profile/user?lang=en', '/api/provider/verify-time', '/api/session', '/no-such?lang=en'])
    out.push({ kind: 'junk headers', method: 'GET', path: p, headers: h });
  for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])
    for (const p of ['/?lang=en', '/about-us?lang=en', '/api/session', '/version.json', '/api/revalidate', '/_next/static/x.js'])
      out.push({ kind: 'odd method', method: m, path: p, body: m === 'HEAD' || m === 'OPTIONS' ? undefined : 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  for (const p of ['/_next/../../etc/passwd', '/_next/static/..%2f..%2fserver/app', '/.next/BUILD_ID', '/%2e%2e/%2e%2e/etc/passwd', '/..;/..;/etc', '/%c0%ae%c0%ae/', '/api/provider', '/api/provider/', '/api//provider//verify-time', '/API/provider/verify-time', '/localhost/en/home', '/evil.example/en/home', '/localhost/xx/home', '/_next/image?url=//evil.example/x.png&w=64&q=75', '/_next/image?url=/../../etc/passwd&w=1&q=1'])
    out.push({ kind: 'path traversal', method: 'GET', path: p });

  // Random combinations to reach the total.
  while (out.length < total) {
    const roll = r();
    if (roll < 0.4) out.push({ kind: 'random page', method: 'GET', path: `${pick(PAGES)}?${pick(QUERIES)}&${pick(QUERIES)}`, headers: pick(JUNK_HEADERS) });
    else if (roll < 0.7) out.push({ kind: 'random provider', method: pick(['GET', 'POST', 'DELETE', 'PUT']), path: `/api/provider/${pick(NOT_ALLOWED)}/${pick(NOT_ALLOWED)}?${pick(QUERIES)}`, headers: { 'content-type': 'application/json' }, body: pick(BAD_JSON) || undefined });
    else if (roll < 0.85) out.push({ kind: 'random allowed query', method: 'GET', path: `/api/provider/${pick(ALLOWED).path}?${pick(QUERIES)}`, headers: pick(JUNK_HEADERS) });
    else out.push({ kind: 'random host', method: 'GET', path: `${pick(PAGES)}?${pick(QUERIES)}`, host: pick(HOSTS) });
  }
  return out;
}
