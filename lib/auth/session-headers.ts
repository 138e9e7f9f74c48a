/**
 * The headers next-auth builds its internal session URL from (createActionURL: x-forwarded-host or host, and
 * x-forwarded-proto), cleaned so the URL is always a real http(s) one. Called with the request's own headers,
 * `auth()` took them as they came: a junk `x-forwarded-proto: javascript` gave the non-special origin 'null' and
 * next-auth logged "[auth] Invalid URL '/api/auth' base 'null'" (seen in e2e/bad-input.spec.ts). Only the cookie
 * decides the session; the scheme is kept (https picks the __Secure- cookie), anything else is dropped.
 */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

export function sessionHeaders(from: Pick<Headers, 'get'>): Headers {
  const proto = from.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = from.get('host')?.trim() ?? '';
  return new Headers({
    cookie: from.get('cookie') ?? '',
    host: HOST.test(host) ? host : 'localhost',
    'x-forwarded-proto': proto === 'https' ? 'https' : 'http',
  });
}
