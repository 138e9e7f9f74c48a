/**
 * The visitor's address for rate limits (issue 26), decided once per request by server.mjs and handed to the app in
 * CLIENT_ADDRESS_HEADER (any value a visitor sends in that header is dropped first).
 *
 * By default it is the socket's peer address: no header a visitor can write counts. Behind a trusted front, set
 * TRUSTED_PROXY_HEADER to the header that front writes (`x-forwarded-for` for the shipped nginx, `x-real-ip`, …):
 * of its comma-separated entries the one TRUSTED_PROXY_HOPS (default 1) from the right is taken, i.e. the address
 * the nearest trusted front saw. Entries further left were written by the visitor and are never read, so a spoofed
 * `X-Forwarded-For` cannot pick or reset a limit. A request without the header (it did not come through the front)
 * falls back to the socket address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address; anything unreadable is cut to a safe key. */
function normalise(addr) {
  const a = String(addr ?? '').trim().replace(/^\[|\]$/g, '');
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  const out = v4 ? v4[1] : a;
  return /^[0-9A-Fa-f:.]{2,45}$/.test(out) ? out.toLowerCase() : '';
}

/** Reads TRUSTED_PROXY_HEADER / TRUSTED_PROXY_HOPS once. */
export function trustFromEnv(env = process.env) {
  const header = (env.TRUSTED_PROXY_HEADER ?? '').trim().toLowerCase();
  const hops = Math.max(1, Math.min(10, Number.parseInt(env.TRUSTED_PROXY_HOPS ?? '1', 10) || 1));
  return { header: /^[a-z0-9-]{1,64}$/.test(header) ? header : '', hops };
}

/**
 * @param {Record<string, string | string[] | undefined>} headers  the request's headers (lower-case names)
 * @param {string | undefined} socketAddress  req.socket.remoteAddress
 * @param {{ header: string, hops: number }} trust
 * @returns {string} the address, or 'unknown'
 */
export function clientAddress(headers, socketAddress, trust) {
  if (trust.header) {
    const raw = headers[trust.header];
    const joined = Array.isArray(raw) ? raw.join(',') : raw;
    if (joined) {
      const entries = joined.split(',').map((s) => s.trim()).filter(Boolean);
      const picked = entries.length >= trust.hops ? normalise(entries[entries.length - trust.hops]) : '';
      if (picked) return picked;
    }
  }
  return normalise(socketAddress) || 'unknown';
}
