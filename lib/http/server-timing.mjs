import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * `Server-Timing` on personal answers (issue 27 item 3): how much of a signed-in page's or the session endpoint's time
 * was the provider's (every call through lib/provider/client.ts adds its wait here) and how much the storefront's own
 * (render, session decode, reshaping). server.mjs opens a timing per personal request; the header is written with the
 * status line, so it counts what ran before the first byte: all of a route handler, and a page's reads awaited
 * before its shell (the personal pages await theirs at the top). Cached public pages never pay for it.
 *
 * One store per process, kept on globalThis; the provider client reaches `providerCallStarted` through globalThis too.
 */
const KEY = Symbol.for('storefront.server-timing');
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

/** First path segments of personal and per-visitor answers (the public-cache list's personal part). */
const PERSONAL = /^\/(?:profile|customer-support|paymentsuccess|find-order|cart|api\/session|api\/provider|api\/checkout|api\/orders)(?:[/?]|$)/;

export function isTimedPath(url) {
  return PERSONAL.test(url ?? '');
}

/**
 * The header's value: provider wait (with its call count), the storefront's own time, and the total, in ms. The
 * provider's wait is wall time while at least one call is open, so calls made together count once.
 */
export function serverTimingValue(t, now) {
  const total = Math.max(0, now - t.start);
  const provider = t.provider + (t.open > 0 ? now - t.openedAt : 0);
  const own = Math.max(0, total - provider);
  const ms = (n) => n.toFixed(1);
  return `provider;dur=${ms(provider)};desc="${t.calls} calls", app;dur=${ms(own)};desc="storefront", total;dur=${ms(total)}`;
}

/** Runs `handle` with a timing open; the answer's status line carries the Server-Timing header. */
export function withServerTiming(res, handle) {
  const t = { start: performance.now(), provider: 0, calls: 0, open: 0, openedAt: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    if (!res.headersSent) res.setHeader('server-timing', serverTimingValue(t, performance.now()));
    return writeHead.apply(this, args);
  };
  return storage.run(t, handle);
}

const NOTHING = () => {};

/** A provider call begins; the function it returns ends it (nothing is kept outside a timed request). */
export function providerCallStarted() {
  const t = storage.getStore();
  if (!t) return NOTHING;
  t.calls += 1;
  if (t.open++ === 0) t.openedAt = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    if (--t.open === 0) t.provider += performance.now() - t.openedAt;
  };
}

// lib/provider/client.ts finds the hook here (it cannot import this Node module: it is in browser bundles' graph too).
globalThis[Symbol.for('storefront.provider-call-started')] = providerCallStarted;
