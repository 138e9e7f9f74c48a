import { spawn } from 'node:child_process';

export const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4010);

/** Starts the sandbox provider on loopback and resolves once it answers. */
export async function startSandbox(env = {}) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: String(SANDBOX_PORT), ...env },
  });
  const port = env.SANDBOX_PORT ?? SANDBOX_PORT;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sandbox exited with code ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/version.json`);
      if (r.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('sandbox did not start within 30 s');
}

/**
 * On SIGINT/SIGTERM, pass the signal on and wait for the children to finish (DESIGN §7 graceful shutdown): the
 * storefront is stopped first and finishes its requests in flight before the provider it needs goes away.
 * A child still running after `graceMs` is killed. Exits with 0 once everything has stopped. `stopping()` tells
 * a caller's own exit handlers that the stop is under way.
 */
export function stopOnExit(children, { graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 30_000) } = {}) {
  const running = (c) => c && c.exitCode === null && c.signalCode === null;
  process.on('exit', () => {
    for (const c of children) if (running(c)) c.kill('SIGKILL');
  });
  let stopping = false;
  const stop = async (sig) => {
    if (stopping) return;
    stopping = true;
    // Last started first: the storefront before the sandbox it reads from.
    for (const c of [...children].reverse()) {
      if (!running(c)) continue;
      c.kill(sig);
      await new Promise((resolve) => {
        const t = setTimeout(() => {
          if (running(c)) c.kill('SIGKILL');
          resolve();
        }, graceMs);
        c.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
      });
    }
    process.exit(0);
  };
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void stop(sig));
  return { stopping: () => stopping };
}
