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

export function stopOnExit(children) {
  const stop = () => {
    for (const c of children) if (c && c.exitCode === null) c.kill('SIGTERM');
  };
  process.on('exit', stop);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => { stop(); process.exit(0); });
}
