import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/lib/orders/types';
import { PDF_WORKER_IDLE_MS, PdfPool } from './pdf-pool';

vi.mock('server-only', () => ({}));

/**
 * Issue 27 item 5: a PDF thread that has no job for `idleMs` ends (it holds its own heap, fonts and renderer), and
 * the next PDF starts one again. A stand-in worker answers each job with `%PDF-<its thread id>`, so a test can tell
 * a kept thread from a new one without rendering.
 */
let dir: string;
let file: string;
const order = {} as OrderView;
const threadOf = (pdf: Buffer) => pdf.toString().replace('%PDF-', '');

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-pool-idle-'));
  file = path.join(dir, 'echo-worker.mjs');
  writeFileSync(
    file,
    `import { parentPort, threadId } from 'node:worker_threads';
parentPort.on('message', ({ id }) => {
  const pdf = new TextEncoder().encode('%PDF-' + threadId);
  parentPort.postMessage({ id, pdf }, [pdf.buffer]);
});
`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PDF threads end when idle', () => {
  let pool: PdfPool;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    await pool?.close();
    vi.useRealTimers();
  });

  it('a thread without a job for idleMs ends; the next PDF starts a new one', async () => {
    pool = new PdfPool(file, 1, 1000);
    const first = threadOf(await pool.render('tickets', order, 'en'));
    expect(pool.threads).toBe(1);
    vi.advanceTimersByTime(999);
    expect(pool.threads).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pool.threads).toBe(0);
    const second = threadOf(await pool.render('receipt', order, 'ar'));
    expect(second).not.toBe(first);
    expect(pool.threads).toBe(1);
  });

  it('a job before the idle time is up keeps the thread, and its idle time starts again after that job', async () => {
    pool = new PdfPool(file, 1, 1000);
    const first = threadOf(await pool.render('tickets', order, 'en'));
    vi.advanceTimersByTime(999);
    expect(threadOf(await pool.render('tickets', order, 'en'))).toBe(first);
    vi.advanceTimersByTime(999);
    expect(pool.threads).toBe(1);
    vi.advanceTimersByTime(1);
    expect(pool.threads).toBe(0);
  });

  it('several threads each end on their own idle time; idleMs 0 keeps them', async () => {
    pool = new PdfPool(file, 2, 1000);
    const pdfs = await Promise.all([pool.render('tickets', order, 'en'), pool.render('tickets', order, 'ar')]);
    expect(new Set(pdfs.map(threadOf)).size).toBe(2);
    expect(pool.threads).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(pool.threads).toBe(0);
    await pool.close();
    pool = new PdfPool(file, 1, 0);
    await pool.render('tickets', order, 'en');
    vi.advanceTimersByTime(PDF_WORKER_IDLE_MS * 10);
    expect(pool.threads).toBe(1);
  });
});
