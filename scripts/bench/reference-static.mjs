import http from 'node:http';

/** Reference (b): the machine's ceiling, a node:http server answering the identical bytes from memory. */
export async function startStaticServer({ port, body, contentType = 'text/html; charset=utf-8' }) {
  const buf = Buffer.from(body);
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': buf.length });
    res.end(buf);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise((r) => server.close(() => r())), bytes: buf.length };
}
