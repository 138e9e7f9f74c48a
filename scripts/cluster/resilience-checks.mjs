/**
 * The cluster test's last checks (scripts/cluster/run.mjs), which take parts of the topology away: HTTPS on demand
 * through Caddy, Redis stopped under load, SIGTERM with a request in flight, and nginx with both instances stopped.
 * They run in this order, after the others, since each leaves the topology smaller.
 */
import { readFileSync } from 'node:fs';
import { CheckError, expect, get, title, tlsGet } from './harness.mjs';
import { waitForHttp, waitForRedis, writeCaddyfile } from './topology.mjs';

export async function resilienceChecks({ PORTS, bins, dir, procs, proxy, check, health, startRedis }) {
  await check('HTTPS on demand: a certificate from the local CA for venue hosts only (Caddy asks /api/venue-host)', async () => {
    if (!bins.caddy) throw new CheckError('caddy is not installed (apt-get install caddy) — not run');
    const { file, rootCert } = writeCaddyfile({ dir, httpsPort: PORTS.https, httpPort: PORTS.caddyHttp, askUrl: `http://127.0.0.1:${PORTS.a}/api/venue-host`, upstreamPort: PORTS.nginx });
    procs.start('caddy', bins.caddy, ['run', '--config', file, '--adapter', 'caddyfile'], { env: { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir } });
    const deadline = Date.now() + 20_000;
    let first;
    while (Date.now() < deadline) {
      first = await tlsGet(PORTS.https, 'arena.localhost', '/events?lang=en').catch((e) => ({ error: e.code ?? e.message }));
      if (first.status) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(first?.status === 200, `arena.localhost over HTTPS: ${JSON.stringify(first)}`);
    const ca = readFileSync(rootCert);
    const verified = await tlsGet(PORTS.https, 'new-venue.localhost', '/?lang=en', ca);
    expect(verified.status === 200 && verified.authorized && title(verified.body).includes('Arena Dubai'), `new-venue.localhost verified against the local CA: ${JSON.stringify({ ...verified, body: undefined })}`);
    const refused = await tlsGet(PORTS.https, 'attacker.example', '/', ca).then(
      (r) => `answered ${r.status}`,
      (e) => e.code ?? e.message,
    );
    expect(!/^answered/.test(refused), `attacker.example got a certificate: ${refused}`);
    await procs.stop('caddy');
    return `venue hosts: certificates from Caddy's local CA (issuer "${verified.issuer}"); attacker.example: handshake refused (${refused})`;
  });

  await check('stopping Redis degrades without a single 5xx; readiness says why; Redis is used again when back', async () => {
    const pages = ['/?lang=en', '/events?lang=en', '/events/1?lang=ar', '/blogs?lang=en', '/training?lang=ar', '/memberships?lang=en', '/academies?lang=en'];
    let requests = 0;
    const bad = [];
    let stop = false;
    const load = (async () => {
      while (!stop) {
        await Promise.all(
          [PORTS.a, PORTS.b].flatMap((port) =>
            pages.map(async (p) => {
              requests++;
              try {
                const r = await get(port, p);
                if (r.status >= 500) bad.push(`${port}${p} ${r.status}`);
              } catch (e) {
                bad.push(`${port}${p} ${e.code ?? e.message}`);
              }
            }),
          ),
        );
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    const logBefore = procs.log('a').length;
    await procs.stop('redis');
    await new Promise((r) => setTimeout(r, 4000));
    const down = await health(PORTS.a);
    stop = true;
    await load;
    expect(bad.length === 0, `${bad.length} failures of ${requests}: ${bad.slice(0, 5).join(', ')}`);
    expect(down.status === 503 && down.body.reasons.some((r) => r.includes('Redis')), `health with Redis down: ${JSON.stringify(down)}`);
    const lines = procs.log('a').slice(logBefore).split('\n').filter((l) => l.includes('unreachable'));
    expect(lines.length === 1, `A logged Redis unreachable ${lines.length} times`);
    startRedis();
    await waitForRedis(PORTS.redis);
    for (const port of [PORTS.a, PORTS.b]) await waitForHttp(port, '/api/health', { timeoutMs: 20_000 });
    const fresh = '/academies?lang=ar';
    await get(PORTS.b, fresh);
    const onA = await get(PORTS.a, fresh);
    expect(onA.headers['x-nextjs-cache'] === 'HIT', `after Redis came back, A's first answer for a page B rendered: ${onA.headers['x-nextjs-cache']}`);
    return `${requests} requests while Redis went away, 0 failures; health 503 "${down.body.reasons.join('; ')}"; shared again after restart`;
  });

  await check('SIGTERM: the request in flight finishes, new connections are refused', async () => {
    proxy.setMode('slow');
    const inflight = get(PORTS.a, '/blogs?lang=ar').then(
      (r) => ({ status: r.status }),
      (e) => ({ error: e.code ?? e.message }),
    );
    await new Promise((r) => setTimeout(r, 500));
    const exited = procs.stop('a', 20_000);
    await new Promise((r) => setTimeout(r, 300));
    const refused = await get(PORTS.a, '/api/health?probe=live').then(
      () => false,
      (e) => e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET',
    );
    const result = await inflight;
    const how = await exited;
    proxy.setMode('pass');
    expect(result.status === 200, `the request in flight ended with ${JSON.stringify(result)}`);
    expect(refused, 'a new connection was accepted after SIGTERM');
    expect(how.code === 0, `instance A exited with ${JSON.stringify(how)}`);
    return 'in-flight page answered 200 (provider slowed to 3 s a call), new connection refused, exit code 0';
  });

  await check('nginx answers cached pages while both instances are stopped', async () => {
    await get(PORTS.nginx, '/blogs?lang=en');
    await get(PORTS.nginx, '/blogs?lang=en');
    await procs.stop('b', 20_000);
    for (const p of ['/events/1?lang=en', '/blogs?lang=en']) {
      const r = await get(PORTS.nginx, p);
      expect(r.status === 200 && ['HIT', 'STALE'].includes(r.headers['x-cache-status']), `${p}: ${r.status} ${r.headers['x-cache-status']}`);
    }
    const uncached = await get(PORTS.nginx, '/offers?lang=ar', 'arena.localhost');
    expect(uncached.status >= 500, `an uncached page answered ${uncached.status}: the instances were not really down`);
    return `cached pages 200 from nginx; an uncached page ${uncached.status} (no instance left)`;
  });
}
