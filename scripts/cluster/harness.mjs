/**
 * The cluster test's small check harness (scripts/cluster/run.mjs): named checks that count passes and failures and
 * print what each proved, and the raw HTTP(S) requests they make to loopback.
 */
import https from 'node:https';
import { rawRequest } from '../lib/http.mjs';

/** A check's own failure (printed as its message, not as a stack). */
export class CheckError extends Error {}

export function expect(cond, message) {
  if (!cond) throw new CheckError(message);
}

/** `check(name, fn)` runs one named check; `tally` counts them (a setup failure counts as one failed). */
export function checker() {
  const tally = { passed: 0, failed: 0 };
  async function check(name, fn) {
    try {
      const note = await fn();
      tally.passed++;
      console.log(`  ✓ ${name}${note ? ` — ${note}` : ''}`);
    } catch (e) {
      tally.failed++;
      console.log(`  ✗ ${name}\n      ${e instanceof CheckError ? e.message : e.stack}`);
    }
  }
  return { check, tally };
}

/** GET over TLS to 127.0.0.1 with SNI and Host = `host`; verified against `ca` when given. */
export function tlsGet(port, host, p, ca) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: '127.0.0.1', port, path: p, servername: host, headers: { host }, ca, rejectUnauthorized: Boolean(ca), timeout: 30_000 },
      (res) => {
        const chunks = [];
        const { authorized } = res.socket;
        const issuer = res.socket.getPeerCertificate?.()?.issuer?.CN;
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, authorized, issuer, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

export const get = (port, p, host = 'localhost', headers = {}) => rawRequest({ port, path: p, host, headers, timeoutMs: 30_000 });
export const title = (body) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
