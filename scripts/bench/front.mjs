/**
 * Issue 14 §6: throughput through the caching front, side by side with one instance, bare Next.js and nginx serving
 * the same bytes as a static file (the ceiling of this machine). nginx is Debian's, configured from the shipped
 * template (deploy/nginx/storefront.conf.template) with the bench's one instance as its upstream. Load comes from
 * wrk (Debian's package; installed when missing and running as root); autocannon, a Node process, saturates
 * before nginx does, so without wrk the front's figures are a floor.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages, nginxArgs, processes, waitForHttp, writeNginxConfig } from '../cluster/topology.mjs';
import { childPids, load as autocannonLoad } from './measure.mjs';

export function findWrk() {
  if (spawnSync('which', ['wrk']).status === 0) return 'wrk';
  if (process.getuid?.() === 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'wrk'], { stdio: 'ignore', env, timeout: 180_000 });
    if (spawnSync('which', ['wrk']).status === 0) return 'wrk';
  }
  return null;
}

const toMs = (v, unit) => +(Number(v) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1)).toFixed(2);

/** wrk's figures in the shape of measure.mjs's load(). */
export function wrkLoad({ port, path: p, host, connections = 50, seconds = 10 }) {
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '--latency'];
  if (host) args.push('-H', `Host: ${host}`);
  args.push(`http://127.0.0.1:${port}${p}`);
  const r = spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  const out = r.stdout ?? '';
  const num = (re) => Number(re.exec(out)?.[1] ?? NaN);
  const lat = (pct) => {
    const m = new RegExp(`^\\s+${pct}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    return m ? toMs(m[1], m[2]) : null;
  };
  const requests = num(/(\d+) requests in/);
  const bytes = (() => {
    const m = /requests in [\d.]+\w+, ([\d.]+)([KMG]?B) read/.exec(out);
    return m ? Number(m[1]) * ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[m[2]] ?? 1) : 0;
  })();
  return {
    rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)),
    p50: lat(50),
    p99: lat(99),
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: (() => {
      const m = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      return m ? Number(m[1]) + Number(m[2]) + Number(m[3]) : 0;
    })(),
    timeouts: Number(/Socket errors: .*timeout (\d+)/.exec(out)?.[1] ?? 0),
    bytesPerReq: requests ? Math.round(bytes / requests) : 0,
  };
}

/** Ticks of CPU (user + system) a process has used, from /proc (Linux; 0 where it cannot be read). */
function processTicks(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
}

/** The machine's busy, idle and stolen ticks over all its CPUs (steal: time the hypervisor gave another guest). */
function machineTicks() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3] + f[4];
    const steal = f[7] ?? 0;
    return { idle, steal, busy: f.reduce((a, b) => a + b, 0) - idle - steal };
  } catch {
    return { idle: 0, steal: 0, busy: 0 };
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * Issue 27 §4: what one answer costs nginx, beside req/s. On two cores the load generator shares the CPUs with nginx,
 * and a guest's CPUs may be stolen by its hypervisor, so req/s of two 10-second windows moves with both; the CPU
 * nginx's worker spends per answer does not. Wraps a load run: nginx's µs per answer and the share of the machine's
 * CPU time stolen while it ran.
 */
export function withNginxCost(run, nginxPid) {
  return async (o) => {
    const pids = childPids(nginxPid);
    const p0 = pids.reduce((n, pid) => n + processTicks(pid), 0);
    const m0 = machineTicks();
    const m = await run(o);
    const p1 = pids.reduce((n, pid) => n + processTicks(pid), 0);
    const m1 = machineTicks();
    const answers = m.rps * (o.seconds ?? 10);
    const all = m1.busy + m1.idle + m1.steal - (m0.busy + m0.idle + m0.steal);
    return {
      ...m,
      nginxUsPerAnswer: answers && p1 > p0 ? +((((p1 - p0) / TICKS_PER_SECOND) * 1e6) / answers).toFixed(1) : null,
      stealShare: all ? +((m1.steal - m0.steal) / all).toFixed(2) : 0,
    };
  };
}

/**
 * Starts nginx with two servers: the storefront front (proxy_cache, upstream = the bench instance) on `frontPort`
 * and a static server on `staticPort` answering `/<i>.html` with `bodies[i]` (each route's own bytes, so front and
 * file are compared at the same size). Returns { tool, load, stop }.
 */
export async function startFront({ dir, frontPort, staticPort, instancePort, bodies }) {
  const { nginx } = ensureSystemPackages(() => {});
  const procs = processes(dir);
  const www = path.join(dir, 'static');
  mkdirSync(www, { recursive: true });
  bodies.forEach((body, i) => writeFileSync(path.join(www, `${i}.html`), body));
  const conf = writeNginxConfig({
    dir,
    port: frontPort,
    upstreamPorts: [instancePort],
    extraHttp: [`server { listen 127.0.0.1:${staticPort}; root ${www}; default_type text/html; open_file_cache max=10000 inactive=60s; open_file_cache_valid 30s; }`],
  });
  const master = procs.start('nginx', nginx, nginxArgs(conf, dir));
  await waitForHttp(staticPort, '/0.html', { timeoutMs: 20_000 });
  const wrk = findWrk();
  const load = wrk ? async (o) => wrkLoad(o) : autocannonLoad;
  return {
    tool: wrk ? 'wrk' : 'autocannon',
    load,
    /** The same load, with what each answer cost nginx (only meaningful against the front or the static file). */
    loadNginx: withNginxCost(load, master.pid),
    stop: () => procs.stopAll(5000),
  };
}
