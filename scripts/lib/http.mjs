import http from 'node:http';

/**
 * One HTTP request to 127.0.0.1 with any Host header and raw path (Node cannot resolve *.localhost, and fetch
 * would normalise the odd paths the bad-input tests send). Resolves { status, headers, body } and never throws
 * for an HTTP answer; a network fault or time-out rejects.
 */
export function rawRequest({ port, path = '/', method = 'GET', host, headers = {}, body, timeoutMs = 15_000 }) {
  return new Promise((resolve, reject) => {
    const h = { ...headers };
    if (host !== undefined) h.host = host;
    if (body !== undefined && h['content-length'] === undefined) h['content-length'] = Buffer.byteLength(body);
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: h, insecureHTTPParser: false, setHost: host === undefined }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error(`timeout after ${timeoutMs} ms: ${method} ${path}`), { code: 'ETIMEDOUT' })));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Waits until GET path answers 200 (or the deadline passes). */
export async function waitForOk(port, path = '/version.json', timeoutMs = 60_000, host) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const r = await rawRequest({ port, path, host, timeoutMs: 5000 });
      if (r.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`127.0.0.1:${port}${path} did not answer 200 within ${timeoutMs} ms`);
}
