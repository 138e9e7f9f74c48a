import { repoRoot } from './repo.mjs';

/**
 * How every script under scripts/ starts: from the repository root, with Next's telemetry off, and its numeric
 * settings read from the environment by name, each with its default (each script's header documents its names).
 */
export function scriptSettings(defaults) {
  process.chdir(repoRoot);
  process.env.NEXT_TELEMETRY_DISABLED = '1';
  return Object.fromEntries(Object.entries(defaults).map(([name, fallback]) => [name, Number(process.env[name] ?? fallback)]));
}

/** The settings the bench scripts share: the storefront and sandbox ports, and the load each measurement puts on. */
export const benchSettings = (more = {}) =>
  scriptSettings({ BENCH_PORT: 3305, BENCH_SANDBOX_PORT: 4305, BENCH_SECONDS: 10, BENCH_ROUNDS: 3, BENCH_CONNECTIONS: 50, ...more });
