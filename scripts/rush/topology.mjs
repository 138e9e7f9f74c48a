import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ensureSystemPackages,
  instanceEnv,
  nextStartArgs,
  nginxArgs,
  processes,
  redisArgs,
  waitForHttp,
  waitForRedis,
  writeNginxConfig,
} from '../cluster/topology.mjs';
import { startFaultProxy } from '../fault-proxy.mjs';
import { writeRushSeed } from './seed.mjs';

/**
 * The two topologies the flash sale runs on (issue 26), on loopback:
 *   single   the sandbox and one storefront instance; the buyers play the trusted front (X-Forwarded-For, 1 hop)
 *   cluster  the sandbox, Redis, two instances and the nginx front of scripts/cluster (deploy/nginx template); the
 *            buyers play a front before nginx (2 hops: nginx appends the address it saw)
 * Each buyer has its own address, as a crowd has: the per-address limits are those of production. `slowMs` puts
 * scripts/fault-proxy.mjs between the storefront and the sandbox, answering every provider call that much later.
 */
export async function startTopology(kind, { base, capacity, holdMinutes, slowMs = 0, log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `storefront-rush-${kind}-`));
  const procs = processes(dir);
  const ports = { sandbox: base + 100, a: base + 1, b: base + 2, nginx: base, redis: base + 200 };
  const sandboxDb = path.join(dir, 'sandbox.sqlite');
  let proxy = null;
  const stop = async () => {
    await procs.stopAll(5000);
    await proxy?.close();
    if (!process.env.RUSH_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    procs.start('sandbox', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/server.ts'], {
      env: {
        SANDBOX_PORT: String(ports.sandbox),
        SANDBOX_DB: sandboxDb,
        SANDBOX_RESET: '1',
        SANDBOX_EXTRA_SEEDS: writeRushSeed(dir, capacity),
        SANDBOX_CART_HOLD_MINUTES: String(holdMinutes),
      },
    });
    await waitForHttp(ports.sandbox, '/version.json', { timeoutMs: 60_000 });
    let providerUrl = `http://127.0.0.1:${ports.sandbox}`;
    if (slowMs > 0) {
      proxy = await startFaultProxy({ port: base + 101, target: providerUrl, slowMs });
      proxy.setMode('slow');
      providerUrl = proxy.url;
    }
    const trust = { TRUSTED_PROXY_HEADER: 'x-forwarded-for', TRUSTED_PROXY_HOPS: kind === 'cluster' ? '2' : '1' };
    if (kind === 'single') {
      procs.start('a', process.execPath, nextStartArgs(ports.a), { env: { ...instanceEnv({ providerUrl, secret: 'rush' }), ...trust } });
      await waitForHttp(ports.a, '/version.json', { timeoutMs: 120_000 });
      return { kind, port: ports.a, sandboxPort: ports.sandbox, sandboxDb, dir, stop, log: procs.log };
    }
    const bins = ensureSystemPackages(log);
    procs.start('redis', bins.redis, redisArgs(ports.redis, dir));
    await waitForRedis(ports.redis);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    for (const name of ['a', 'b']) procs.start(name, process.execPath, nextStartArgs(ports[name]), { env: { ...instanceEnv({ providerUrl, redisUrl, secret: 'rush' }), ...trust } });
    await Promise.all(['a', 'b'].map((n) => waitForHttp(ports[n], '/version.json', { timeoutMs: 120_000 })));
    const conf = writeNginxConfig({ dir, port: ports.nginx, upstreamPorts: [ports.a, ports.b] });
    procs.start('nginx', bins.nginx, nginxArgs(conf, dir));
    await waitForHttp(ports.nginx, '/version.json', { timeoutMs: 30_000, host: 'localhost' });
    return { kind, port: ports.nginx, sandboxPort: ports.sandbox, sandboxDb, dir, stop, log: procs.log };
  } catch (e) {
    log(`could not start the ${kind} topology: ${e.message}; logs in ${dir}`);
    await stop();
    throw e;
  }
}
