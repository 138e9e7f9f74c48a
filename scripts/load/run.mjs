#!/usr/bin/env node
/**
 * `npm run test:load` (issue 6 §2): 100 simulated customers for 60 s against the production build and the
 * sandbox on loopback (LOAD_PORT 3309, LOAD_SANDBOX_PORT 4309). Passes with zero 5xx, zero time-outs, zero
 * network errors and the sandbox's holds equal to what customers were told they hold (nothing lost or oversold);
 * writes bench-results/load-latest.json. LOAD_CUSTOMERS / LOAD_SECONDS shorten it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../lib/build.mjs';
import { repoRoot } from '../lib/repo.mjs';
import { scriptSettings } from '../lib/settings.mjs';
import { startStack, stopOnSignal } from '../lib/stack.mjs';
import { rssMB } from '../bench/measure.mjs';
import { runCustomers } from './customers.mjs';

const settings = scriptSettings({ LOAD_PORT: 3309, LOAD_SANDBOX_PORT: 4309, LOAD_CUSTOMERS: 100, LOAD_SECONDS: 60 });
const { LOAD_PORT: PORT, LOAD_SANDBOX_PORT: SANDBOX_PORT, LOAD_CUSTOMERS: customers, LOAD_SECONDS: seconds } = settings;

buildIfNeeded();
// 100 customers from one loopback address stand for 100 addresses: the per-address write limit (issue 26) is raised.
const stack = await startStack({ nextPort: PORT, sandboxPort: SANDBOX_PORT, env: { RATE_LIMIT_PROVIDER_WRITE_IP: process.env.RATE_LIMIT_PROVIDER_WRITE_IP ?? '100000/60' } });
stopOnSignal(stack.stop);
let result;
try {
  console.log(`[load] ${customers} customers for ${seconds} s against 127.0.0.1:${PORT}`);
  result = await runCustomers({ port: PORT, sandboxPort: SANDBOX_PORT, customers, seconds });
  result.storefrontRssMB = rssMB(stack.next.pid);
  const tail = stack.stderrTail().split('\n').slice(-15).join('\n');
  if (tail.trim()) console.log(`[load] last server log lines:\n${tail}`);
} finally {
  await stack.stop();
}
result.date = new Date().toISOString();
result.machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
writeFileSync(path.join(repoRoot, 'bench-results/load-latest.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
const ok = result.status5xx === 0 && result.timeouts === 0 && result.errors === 0 && result.reservations?.ok !== false;
console.log(ok ? '[load] PASS: zero 5xx, zero time-outs, zero errors; holds match what customers were told' : '[load] FAIL');
process.exit(ok ? 0 : 1);
