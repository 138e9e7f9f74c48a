import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForOk } from './http.mjs';

/**
 * Starts the sandbox (fresh temporary database) and the storefront (`server.mjs`, the existing production build) on the given
 * loopback ports, for the quality commands that need their own servers (bench, load, faults). `providerUrl`
 * puts something (the fault proxy) between the storefront and the sandbox. stop() kills exactly what it started.
 */
export async function startStack({ nextPort, sandboxPort, providerUrl, env = {}, quiet = true }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-quality-'));
  const stdio = quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit';
  const children = [];
  // stderr must be drained: on Linux a child's writes to a full pipe block it, which would hang the server.
  let errTail = '';
  const drain = (child, name) =>
    child.stderr?.on('data', (d) => {
      errTail = `${errTail}${String(d).split('\n').filter(Boolean).map((l) => `[${name}] ${l}`).join('\n')}\n`.slice(-20_000);
    });
  const stop = async () => {
    for (const c of children.reverse()) {
      if (c.exitCode === null && c.signalCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => { if (c.exitCode === null) c.kill('SIGKILL'); r(); }, 5000);
          c.once('exit', () => { clearTimeout(t); r(); });
        });
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const sandbox = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
      stdio,
      env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: path.join(dir, 'sandbox.sqlite'), SANDBOX_RESET: '1' },
    });
    children.push(sandbox);
    drain(sandbox, 'sandbox');
    await waitForOk(sandboxPort);
    const next = spawn(process.execPath, ['server.mjs', '-p', String(nextPort), '-H', '127.0.0.1'], {
      stdio,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PROVIDER_API_URL: providerUrl ?? `http://127.0.0.1:${sandboxPort}`,
        AUTH_SECRET: process.env.AUTH_SECRET ?? 'quality-only-secret-0123456789abcdef0123456789',
        ...env,
      },
    });
    children.push(next);
    drain(next, 'next');
    await waitForOk(nextPort);
    return { sandbox, next, stop, dir, stderrTail: () => errTail };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Stops the stack when this process is interrupted. */
export function stopOnSignal(stop) {
  for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => { stop().finally(() => process.exit(130)); });
}
