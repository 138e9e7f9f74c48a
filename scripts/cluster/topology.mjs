/**
 * The scale topology of DESIGN §7 on loopback, without a container engine (issue 14): Redis, storefront instances
 * (`server.mjs` on the production build) and the nginx front rendered from the shipped template
 * (deploy/nginx/storefront.conf.template). Used by `npm run test:cluster` and `npm run bench`. Every process is a
 * child of the calling script, logs to a file in its temporary directory and is stopped by that script.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { rawRequest } from '../lib/http.mjs';

import { repoRoot } from '../lib/repo.mjs';
export { repoRoot };

const SYSTEM_BINARIES = {
  nginx: ['/usr/sbin/nginx', 'nginx'],
  'redis-server': ['/usr/bin/redis-server', 'redis-server'],
  caddy: ['/usr/bin/caddy', 'caddy'],
};

function findBinary(name) {
  for (const candidate of SYSTEM_BINARIES[name]) {
    if (candidate.startsWith('/') ? existsSync(candidate) : spawnSync('which', [candidate]).status === 0) return candidate;
  }
  return null;
}

/**
 * Debian's packages (nginx, redis-server; caddy for the on-demand TLS check): found, or installed with apt-get when
 * this runs as root (a fresh CI machine). Returns the binaries' paths; throws with what to install otherwise.
 */
export function ensureSystemPackages(log = console.log, names = ['nginx', 'redis-server']) {
  const missing = names.filter((n) => !findBinary(n));
  if (missing.length > 0) {
    const packages = missing;
    if (process.getuid?.() !== 0) throw new Error(`missing ${missing.join(', ')}: install Debian's ${packages.join(' ')} (apt-get install ${packages.join(' ')})`);
    log(`installing ${packages.join(', ')} (apt-get)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const opts = { stdio: ['ignore', 'ignore', 'inherit'], env, timeout: 300_000 };
    spawnSync('apt-get', ['update', '-qq'], opts);
    const r = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], opts);
    if (r.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed (${r.status ?? r.signal})`);
  }
  return { nginx: findBinary('nginx'), redis: findBinary('redis-server'), caddy: findBinary('caddy') };
}

/**
 * A Caddyfile for the on-demand TLS check (README "A venue brings its own domain"): Caddy's own local certificate
 * authority (never a public one, never the system trust store), a certificate per SNI name only when `askUrl`
 * answers 200, HTTPS on `httpsPort` proxied to the nginx front.
 */
export function writeCaddyfile({ dir, httpsPort, httpPort, askUrl, upstreamPort }) {
  const storage = path.join(dir, 'caddy');
  mkdirSync(storage, { recursive: true });
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(
    file,
    `{
	admin off
	skip_install_trust
	local_certs
	auto_https disable_redirects
	http_port ${httpPort}
	https_port ${httpsPort}
	storage file_system {
		root ${storage}
	}
	on_demand_tls {
		ask ${askUrl}
	}
}

https://:${httpsPort} {
	bind 127.0.0.1
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${upstreamPort}
}
`,
  );
  return { file, rootCert: path.join(storage, 'pki/authorities/local/root.crt') };
}

/** A process group of children, each logging to <dir>/<name>.log; stop() ends what is still running. */
export function processes(dir) {
  const children = new Map();
  const logFile = (name) => path.join(dir, `${name}.log`);
  return {
    logFile,
    log: (name) => (existsSync(logFile(name)) ? readFileSync(logFile(name), 'utf8') : ''),
    start(name, command, args, { env = {}, cwd = repoRoot } = {}) {
      const out = openSync(logFile(name), 'a');
      const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
      children.set(name, child);
      return child;
    },
    get: (name) => children.get(name),
    running: (name) => {
      const c = children.get(name);
      return Boolean(c && c.exitCode === null && c.signalCode === null);
    },
    /** SIGTERM, then SIGKILL after graceMs; resolves with how it ended. */
    async stop(name, graceMs = 10_000) {
      const c = children.get(name);
      if (!c || c.exitCode !== null || c.signalCode !== null) return { code: c?.exitCode ?? null, signal: c?.signalCode ?? null };
      const ended = new Promise((resolve) => c.once('exit', (code, signal) => resolve({ code, signal })));
      c.kill('SIGTERM');
      const t = setTimeout(() => c.kill('SIGKILL'), graceMs);
      const how = await ended;
      clearTimeout(t);
      return how;
    },
    async stopAll(graceMs = 10_000) {
      for (const name of [...children.keys()].reverse()) await this.stop(name, graceMs).catch(() => {});
    },
  };
}

/** The ports among `ports` on which something already accepts connections on 127.0.0.1. */
export async function busyPorts(ports) {
  const taken = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const s = net.connect(port, '127.0.0.1');
          s.setTimeout(1000, () => s.destroy());
          s.on('connect', () => {
            s.destroy();
            resolve(port);
          });
          s.on('error', () => resolve(null));
          s.on('timeout', () => resolve(null));
        }),
    ),
  );
  return taken.filter((p) => p !== null);
}

/** Resolves once a TCP PING to Redis answers PONG. */
export async function waitForRedis(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pong = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.setTimeout(1000, () => s.destroy());
      s.on('connect', () => s.write('PING\r\n'));
      s.on('data', (d) => {
        resolve(String(d).startsWith('+PONG'));
        s.destroy();
      });
      s.on('error', () => resolve(false));
      s.on('close', () => resolve(false));
    });
    if (pong) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`redis on 127.0.0.1:${port} did not answer within ${timeoutMs} ms`);
}

export function redisArgs(port, dir) {
  return ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'];
}

/** Waits until GET path answers one of `statuses` (default 200). */
export async function waitForHttp(port, pathName, { timeoutMs = 60_000, host, statuses = [200] } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const r = await rawRequest({ port, path: pathName, host, timeoutMs: 5000 });
      if (statuses.includes(r.status)) return r;
      last = `status ${r.status}`;
    } catch (e) {
      last = e.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`127.0.0.1:${port}${pathName} did not answer ${statuses.join('/')} within ${timeoutMs} ms (${last})`);
}

/**
 * Renders the shipped nginx template for loopback: the front on `port`, the given instance ports as upstreams, the
 * cache and nginx's temporary files under `dir`; `extraHttp` lines join the http block (the bench's static-file
 * server). Returns the path of the top-level nginx.conf.
 */
export function writeNginxConfig({ dir, port, upstreamPorts, extraHttp = [] }) {
  const cacheDir = path.join(dir, 'nginx-cache');
  for (const d of ['nginx-tmp', 'nginx-cache']) mkdirSync(path.join(dir, d), { recursive: true });
  // Debian's nginx started as root runs its workers as another user: let them into the temporary tree.
  chmodSync(dir, 0o755);
  for (const d of ['nginx-tmp', 'nginx-cache']) chmodSync(path.join(dir, d), 0o777);
  const upstreams = path.join(dir, 'nginx-upstreams.conf');
  writeFileSync(
    upstreams,
    `upstream storefront {\n${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;\n`).join('')}    keepalive 32;\n}\n`,
  );
  const vars = { NGINX_PORT: `127.0.0.1:${port}`, NGINX_CACHE_DIR: cacheDir, NGINX_UPSTREAMS: upstreams };
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx/storefront.conf.template'), 'utf8');
  const site = template.replace(/\$\{([A-Z_]+)\}/g, (m, name) => {
    if (!(name in vars)) throw new Error(`nginx template: unknown variable ${m}`);
    return vars[name];
  });
  writeFileSync(path.join(dir, 'nginx-storefront.conf'), site);
  const tmp = path.join(dir, 'nginx-tmp');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '    access_log off;',
      '    sendfile on;',
      '    tcp_nopush on;',
      '    include /etc/nginx/mime.types;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `    ${k}_temp_path ${tmp}/${k};`),
      `    include ${path.join(dir, 'nginx-storefront.conf')};`,
      ...extraHttp.map((l) => `    ${l}`),
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

export function nginxArgs(conf, dir) {
  return ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')];
}

/** Environment of one storefront instance in the cluster. */
export function instanceEnv({ providerUrl, redisUrl, tenantsFile, secret }) {
  return {
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    PROVIDER_API_URL: providerUrl,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...(tenantsFile ? { TENANTS_FILE: tenantsFile } : {}),
    AUTH_SECRET: process.env.AUTH_SECRET ?? 'cluster-test-secret-0123456789abcdef0123456789',
    REVALIDATE_SECRET: secret,
  };
}

export const nextStartArgs = (port) => ['server.mjs', '-p', String(port), '-H', '127.0.0.1'];
