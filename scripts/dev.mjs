#!/usr/bin/env node
/** `npm run dev`: the sandbox provider plus the storefront's server (server.mjs) in development mode. */
import { spawn } from 'node:child_process';
import { startSandbox, stopOnExit } from './lib/servers.mjs';
import { mendVendoredReact } from './patch-react-replay.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
// React's hydration replay mend, before Next compiles anything (scripts/patch-react-replay.mjs).
mendVendoredReact();
const children = [];
if (!process.env.PROVIDER_API_URL) children.push(await startSandbox());
const next = spawn(process.execPath, ['server.mjs', '--dev', '-p', process.env.PORT ?? '3000'], { stdio: 'inherit' });
children.push(next);
stopOnExit(children);
next.on('exit', (code) => process.exit(code ?? 0));
