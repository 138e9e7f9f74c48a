import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { DB } from './db';

export interface Ctx {
  db: DB;
  req: IncomingMessage;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: IncomingMessage['headers'];
  /** The venue named by the site-token header, if any. */
  venueToken: string | null;
  log: (msg: string) => void;
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

interface Route {
  method: string;
  re: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    const keys: string[] = [];
    const re = new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, k: string) => {
        keys.push(k);
        return '([^/]+)';
      })}/?$`,
    );
    this.routes.push({ method, re, keys, handler });
    return this;
  }

  match(method: string, pathname: string): { handler: Handler; params: Record<string, string> } | 'method' | null {
    let pathMatched = false;
    for (const r of this.routes) {
      const m = r.re.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (r.method !== method) continue;
      const params: Record<string, string> = {};
      r.keys.forEach((k, i) => {
        try {
          params[k] = decodeURIComponent(m[i + 1]!);
        } catch {
          params[k] = m[i + 1]!;
        }
      });
      return { handler: r.handler, params };
    }
    return pathMatched ? 'method' : null;
  }
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}): Reply => ({ status: 200, body: { status: true, data, ...extra } });
export const fail = (status: number, message: string, data: unknown = null): Reply => ({ status, body: { status: false, message, data } });

/** Answers are checked against the storefront's own schemas, so the sandbox cannot drift from the contract. */
export function checked<S extends z.ZodTypeAny>(schema: S, body: unknown): Reply {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`sandbox answer breaks the contract at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { status: 200, body };
}

/** A page the sandbox plays for a third party (e.g. the single sign-on page); not JSON. */
export const html = (markup: string): Reply => ({ status: 200, body: markup, headers: { 'content-type': 'text/html; charset=utf-8' } });
export const redirectTo = (location: string): Reply => ({ status: 302, body: '', headers: { location, 'content-type': 'text/plain' } });

export function send(res: ServerResponse, reply: Reply): void {
  if (typeof reply.body === 'string' && reply.headers?.['content-type']) {
    res.writeHead(reply.status, { 'cache-control': 'no-store', ...reply.headers });
    res.end(reply.body);
    return;
  }
  const payload = JSON.stringify(reply.body);
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...reply.headers });
  res.end(payload);
}

/** Test hooks (/__admin/...) answer only callers on this machine. */
export function isLoopback(ctx: Ctx): boolean {
  const a = ctx.req.socket.remoteAddress ?? '';
  return a === '127.0.0.1' || a === '::1' || a === '::ffff:127.0.0.1';
}
