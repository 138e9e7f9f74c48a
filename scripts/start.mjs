#!/usr/bin/env node
/**
 * `npm start` (DESIGN §5): build if needed, start the sandbox provider on loopback unless PROVIDER_API_URL is set,
 * then serve the storefront on http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './lib/build.mjs';
import { startSandbox, stopOnExit } from './lib/servers.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
buildIfNeeded();
const children = [];
if (!process.env.PROVIDER_API_URL) children.push(await startSandbox());
const port = process.env.PORT ?? '3000';
const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', port], { stdio: 'inherit', env: process.env });
children.push(next);
stopOnExit(children);
console.log(`[start] storefront on http://localhost:${port} (and http://arena.localhost:${port})`);
next.on('exit', (code) => process.exit(code ?? 0));
