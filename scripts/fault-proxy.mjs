#!/usr/bin/env node
/**
 * A small HTTP proxy between the storefront and the provider that can misbehave on command (issue 6, fault
 * tests). Modes: 'pass' (forward), 'stopped' (refuse connections, as a provider that is down), 'slow' (forward
 * after 2 s per call) and 'garbage' (answer 200 with a body that is not JSON).
 *
 * Library: `const p = await startFaultProxy({ port, target }); p.setMode('stopped'); await p.close();`
 * CLI:     `node scripts/fault-proxy.mjs <port> <target-origin>`; then `POST /__fault/<mode>` switches it
 *          (the control path is answered by the proxy itself, on loopback only).
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const MODES = ['pass', 'stopped', 'slow', 'garbage'];
export const SLOW_MS = 2000;

export async function startFaultProxy({ port, target, slowMs = SLOW_MS }) {
  const upstream = new URL(target);
  let mode = 'pass';
  const counts = { pass: 0, stopped: 0, slow: 0, garbage: 0 };
  const sockets = new Set();

  const forward = (req, res) => {
    const up = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (ur) => {
        res.writeHead(ur.statusCode ?? 502, ur.headers);
        ur.pipe(res);
      },
    );
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream error');
    });
    req.pipe(up);
  };

  const server = http.createServer((req, res) => {
    const control = /^\/__fault\/([a-z]+)$/.exec(req.url ?? '');
    if (control && req.method === 'POST') {
      if (!MODES.includes(control[1])) return res.writeHead(400).end('unknown mode');
      mode = control[1];
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ mode }));
    }
    counts[mode]++;
    if (mode === 'stopped') return req.socket.destroy();
    if (mode === 'garbage') {
      req.resume();
      return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>502 Bad Gateway from a confused upstream{{{');
    }
    if (mode === 'slow') {
      const t = setTimeout(() => forward(req, res), slowMs);
      res.on('close', () => clearTimeout(t));
      return;
    }
    forward(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    // A stopped provider refuses new work at once, including on kept-alive connections.
    if (mode === 'stopped') {
      counts.stopped++;
      s.destroy();
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    counts,
    setMode(next) {
      if (!MODES.includes(next)) throw new Error(`unknown fault mode ${next}`);
      mode = next;
      if (next === 'stopped') for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, target] = process.argv.slice(2);
  if (!port || !target) {
    console.error('usage: node scripts/fault-proxy.mjs <port> <target-origin>');
    process.exit(2);
  }
  // No top-level await: Playwright loads this module with require().
  startFaultProxy({ port: Number(port), target }).then((p) => console.log(`[fault-proxy] ${p.url} -> ${target}; POST /__fault/{${MODES.join('|')}}`));
}
