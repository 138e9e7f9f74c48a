#!/usr/bin/env node
/**
 * The storefront's server (issue 14 §6, DESIGN §2): Next.js's own request handler (a documented custom server) with
 * one cheap decision in front of it, steps 1-2 of the request path (lib/routing/request-path.mjs states the whole
 * path; README "Architecture" draws it). Next 15.5 runs a matched middleware as a second pass of its whole request
 * handler, which cost cached pages 60 % of their rate (docs/measurements.md); the middleware is needed only for a page
 * that must be redirected or answered with a venue-state status. `gateReason` tells those apart, this server marks
 * them with GATE_HEADER, and the middleware matches only marked pages and /profile. Every decision itself stays in
 * the middleware (lib/routing/middleware-rules.ts, site-state.ts).
 *
 *   node server.mjs [-p PORT] [-H HOSTNAME] [--dev]      (PORT / HOSTNAME from the environment otherwise)
 *
 * The venue's state is asked once per host and kept briefly (GET /api/venue-state on this same server).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATE_HEADER, gateReason, isPageRequest } from './lib/routing/request-path.mjs';
import { VenueStates } from './lib/routing/server-gate.mjs';
import { securityHeaders } from './lib/routing/security-headers.mjs';
import { EncodedBodies, bodyCoding } from './lib/http/encoded-bodies.mjs';
import { StaticBrotli } from './lib/http/static-brotli.mjs';
import { isTimedPath, withServerTiming } from './lib/http/server-timing.mjs';
import { isPersonalPage, keepPrivate } from './lib/http/private-answer.mjs';
import { missingSignedInHint } from './lib/auth/signed-in-hint-cookie.mjs';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustFromEnv } from './lib/rate-limit/client-address.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const arg = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes('--dev');
const port = Number(arg('-p') ?? process.env.PORT ?? 3000);
const hostname = arg('-H') ?? process.env.HOSTNAME ?? '0.0.0.0';
process.env.NODE_ENV ??= dev ? 'development' : 'production';

// The standalone image has no next.config.mjs: its configuration travels in the build, as Next's own server.js does.
const requiredFiles = path.join(dir, '.next/required-server-files.json');
if (!dev && !existsSync(path.join(dir, 'next.config.mjs')) && existsSync(requiredFiles)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(readFileSync(requiredFiles, 'utf8')).config);
}

const { default: next } = await import('next');
// Next's own copy of the compression middleware (gzip), which its server used: present in the standalone image too.
const { default: compression } = await import('next/dist/compiled/compression/index.js');
// Next builds its internal URLs on `hostname`, and its middleware sees `localhost`: with any other name (`-H 127.0.0.1`)
// a middleware rewrite looks like another origin and is proxied over HTTP, losing the state page's status. The
// address the server listens on is separate (server.listen below).
const app = next({ dev, dir, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const states = new VenueStates({
  ask: (host) => askVenueState(host),
});

// DESIGN §3 headers on every answer, set here rather than in next.config `headers()` (the module says why).
const SECURITY_HEADERS = securityHeaders(process.env.PROVIDER_API_URL, { dev });
// A cached page is sent as the same string each time: its UTF-8 bytes, Brotli and gzip are kept rather than made
// again (the module says why).
const bodies = new EncodedBodies();
// Everything else (personal pages, RSC payloads, API answers, static files) is gzipped per answer, as Next did. Here
// rather than in Next (`compress: false` in next.config.mjs): a kept page must reach this middleware already coded,
// so the page wrapper has to sit outside it, and Next installs its own inside the handler.
const compress = compression();
// The build's scripts and stylesheets in Brotli at quality 11, written by the build and read here before the first
// request (the module says why).
const staticBrotli = dev ? null : new StaticBrotli(path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'static'));
await staticBrotli?.preload();

// Read once: TRUSTED_PROXY_HEADER / TRUSTED_PROXY_HOPS (README "Rate limits").
const TRUST = trustFromEnv();

let inFlight = 0;
const server = http.createServer((req, res) => {
  // Personal answers say how long the provider took (issue 27: Server-Timing); cached pages skip it.
  if (isTimedPath(req.url)) return void withServerTiming(res, () => serve(req, res));
  serve(req, res);
});

function serve(req, res) {
  inFlight++;
  res.once('close', () => inFlight--);
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  // Only this server may mark a request; a visitor who sends the header is ignored.
  delete req.headers[GATE_HEADER];
  // The address rate limits count (issue 26): the socket's, or the trusted front's header (client-address.mjs). Only
  // writes (server actions, API posts) and /api are limited: a cached page's GET is not charged for it.
  if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url?.startsWith('/api/')) req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.headers, req.socket.remoteAddress, TRUST);
  else if (CLIENT_ADDRESS_HEADER in req.headers) delete req.headers[CLIENT_ADDRESS_HEADER];
  if (staticBrotli && isBuildFile(req) && bodyCoding(req.headers['accept-encoding']) === 'br' && staticBrotli.serve(req, res, req.url)) return;
  compress(req, res, () => {});
  if (!isPageRequest(req.method, req.url)) return void handle(req, res);
  if (isPersonalPage(req.url)) keepPrivate(res);
  // A session without the islands' signed-in hint gets it with any page (the module says why).
  const hint = missingSignedInHint(req.headers.cookie, req.headers['x-forwarded-proto'] === 'https');
  if (hint) res.appendHeader('set-cookie', hint);
  bodies.wrap(res, req.headers['accept-encoding']);
  const pass = (reason) => {
    if (reason) req.headers[GATE_HEADER] = '1';
    handle(req, res);
  };
  // Step 2 (lang, journey) needs no venue; step 1 asks the host's venue state once and keeps it.
  const byAddress = gateReason(req.url);
  if (byAddress) return void pass(byAddress);
  const known = states.cached(req.headers.host);
  if (known !== undefined) return void pass(known ? null : 'venue');
  states.get(req.headers.host).then((up) => pass(up ? null : 'venue'));
}

function isBuildFile(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && req.url?.startsWith('/_next/static/');
}

/** GET /api/venue-state on this server with the visitor's Host: `{ up }`; anything else counts as "not up". */
function askVenueState(host) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: server.address().port, path: '/api/venue-state', headers: { host: host ?? '' }, timeout: 10_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => {
          try {
            resolve(res.statusCode === 200 && JSON.parse(body).up === true);
          } catch {
            resolve(false);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}

// Longer than the front's upstream keep-alive (nginx: 60 s) and Node's client agents, so the server never closes an
// idle connection at the moment its peer reuses it (that race is an ECONNRESET for the peer).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, () => {
  console.log(`[server] storefront ${dev ? '(dev) ' : ''}on http://${hostname}:${port}`);
});

// Graceful shutdown (DESIGN §7): stop accepting, let requests in flight finish, then exit. Readiness turns 503 at once
// (instrumentation.ts listens to the same signal).
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    const poll = setInterval(() => {
      server.closeIdleConnections();
      if (inFlight === 0) process.exit(0);
    }, 100);
    poll.unref();
    setTimeout(() => process.exit(0), 25_000).unref();
  });
}
