import { createServer, type IncomingMessage } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openDb } from './db';
import { mergeSeeds, parseRawSeed } from './seed-schema';
import { Router, fail, send, type Reply } from './http';
import { HEADER } from '../lib/provider/headers';
import { SeedError, type SandboxModule } from './module';
import { coreModule } from './modules/core';
import { catalogueEventsModule } from './modules/catalogue-events';
import { catalogueContentModule } from './modules/catalogue-content';
import { authModule, bearerCustomer } from './modules/auth';
import { facilitiesModule } from './modules/facilities';
import { commerceModule } from './modules/commerce';
import { selfServiceModule } from './modules/self-service';
import { preferencesModule } from './modules/preferences';

/** Feature modules, in load order (a module may refer to rows loaded by an earlier one). */
export const MODULES: SandboxModule[] = [coreModule, catalogueEventsModule, catalogueContentModule, authModule, facilitiesModule, commerceModule, selfServiceModule, preferencesModule];

/**
 * The sandbox provider (DESIGN §4): a real HTTP server with a real SQLite database, serving the provider contract
 * under /api/v2/ from a seed file. See sandbox/README.md.
 */
const MAX_BODY = 6 * 1024 * 1024;

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new SeedError(`Cannot read sandbox seed ${file}: ${(e as Error).message}`);
  }
}

/** The seed file plus its overlays (`<name>.<feature>.json` beside it), merged by venue token. */
export function loadSeed(file = path.resolve(process.env.SANDBOX_SEED ?? path.join(__dirname, 'seed', 'default.json'))) {
  const dir = path.dirname(file);
  const stem = path.basename(file, '.json');
  const overlays = readdirSync(dir)
    .filter((f) => f.startsWith(`${stem}.`) && f.endsWith('.json') && f !== path.basename(file))
    .sort();
  let seed = parseRawSeed(readJson(file));
  for (const o of overlays) seed = mergeSeeds(seed, readJson(path.join(dir, o)) as Record<string, unknown>);
  // Test seeds (SANDBOX_EXTRA_SEEDS, comma-separated): content only tests need, kept out of the shipped seed.
  for (const extra of (process.env.SANDBOX_EXTRA_SEEDS ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
    seed = mergeSeeds(seed, readJson(path.resolve(extra)) as Record<string, unknown>);
  }
  return { seed, text: JSON.stringify(seed), file };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw Object.assign(new Error('Request body too large'), { status: 413 });
    chunks.push(chunk as Buffer);
  }
  const buf = Buffer.concat(chunks);
  if (!buf.length) return {};
  const type = String(req.headers['content-type'] ?? '');
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      return await new Response(buf, { headers: { 'content-type': type } }).formData();
    }
    return JSON.parse(buf.toString('utf8'));
  } catch {
    throw Object.assign(new Error('Malformed request body'), { status: 400 });
  }
}

export function startSandbox(port: number, host = '127.0.0.1') {
  const { seed, text, file } = loadSeed();
  const dbFile = process.env.SANDBOX_DB ?? path.join(process.cwd(), 'data', 'sandbox.sqlite');
  let db;
  try {
    db = openDb(dbFile, seed, text, MODULES);
  } catch (e) {
    if (e instanceof SeedError) throw new SeedError(`Invalid sandbox seed ${file}:\n${e.message}`);
    throw e;
  }
  const router = new Router();
  for (const m of MODULES) m.routes(router);
  const log = (msg: string) => console.log(`[sandbox] ${msg}`);

  const server = createServer(async (req, res) => {
    let reply: Reply;
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const found = router.match(req.method ?? 'GET', url.pathname);
      if (found === null) reply = fail(404, 'Not found');
      else if (found === 'method') reply = fail(405, 'Method not allowed');
      // As the real provider: a call that carries an unknown or expired bearer token is refused, whatever its path.
      else if (bearerCustomer(db, req.headers) === 'invalid') reply = fail(401, 'Unauthenticated');
      else {
        const body = await readBody(req);
        const token = req.headers[HEADER.siteToken];
        reply = await found.handler({
          db,
          req,
          params: found.params,
          query: url.searchParams,
          body,
          headers: req.headers,
          venueToken: typeof token === 'string' && token ? token : null,
          log,
        });
      }
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status && status < 500) reply = fail(status, (e as Error).message);
      else {
        console.error('[sandbox] error', e);
        reply = fail(500, 'Internal sandbox error');
      }
    }
    send(res, reply);
  });
  server.listen(port, host, () => log(`provider API on http://${host}:${port}/api/v2/ (db ${dbFile})`));
  return { server, db };
}

if (require.main === module || process.argv[1]?.endsWith('sandbox/server.ts')) {
  try {
    // Loopback unless SANDBOX_HOST says otherwise (compose.yaml: 0.0.0.0 inside its private network).
    const { server, db } = startSandbox(Number(process.env.SANDBOX_PORT ?? 4010), process.env.SANDBOX_HOST ?? '127.0.0.1');
    const stop = () => {
      server.close();
      db.close();
      process.exit(0);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
