#!/usr/bin/env node
/**
 * `npm start` (DESIGN §5): build if needed, start the sandbox provider on loopback unless PROVIDER_API_URL is set,
 * then serve the storefront on http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildIfNeeded } from './lib/build.mjs';
import { startSandbox, stopOnExit } from './lib/servers.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

// AUTH_SECRET encrypts the session cookie. On a bare machine one is generated once and kept in data/ (git-ignored)
// so sessions survive a restart; production sets its own.
if (!process.env.AUTH_SECRET) {
  const file = 'data/auth-secret';
  if (!existsSync(file)) {
    mkdirSync('data', { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    console.log('[start] generated a session secret in data/auth-secret (set AUTH_SECRET in production)');
  }
  process.env.AUTH_SECRET = readFileSync(file, 'utf8').trim();
}
buildIfNeeded();
const children = [];
if (!process.env.PROVIDER_API_URL) children.push(await startSandbox());
const port = process.env.PORT ?? '3000';
const next = spawn(process.execPath, ['server.mjs', '-p', port], { stdio: 'inherit', env: process.env });
children.push(next);
const shutdown = stopOnExit(children);
console.log(`[start] storefront on http://localhost:${port} (and http://arena.localhost:${port}, http://temple.localhost:${port})`);
// Next stopping by itself (a crash) stops everything; a SIGTERM to this script is handled by stopOnExit, which waits
// for the storefront to finish its requests in flight before stopping the sandbox.
next.on('exit', (code) => {
  if (!shutdown.stopping()) process.exit(code ?? 1);
});
