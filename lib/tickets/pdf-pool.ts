import 'server-only';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderView } from '@/lib/orders/types';

/**
 * PDFs off the event loop (docs/decisions.md "PDF worker threads"): @react-pdf/renderer holds the thread 0.5-2 s a
 * PDF, so the route hands each one to a small pool of worker threads and the server keeps answering meanwhile.
 * The worker is lib/tickets/pdf-worker.ts bundled by scripts/build-pdf-worker.mjs (`npm run build` runs it) into
 * PDF_WORKER_FILE under the working directory, beside the PDF fonts; the standalone output traces it
 * (next.config.mjs). Outside production (next dev, unit tests) and when the file is missing, PDFs render in-process.
 */
export type PdfKind = 'tickets' | 'receipt';
export interface PdfJob {
  id: number;
  kind: PdfKind;
  order: OrderView;
  locale: AppLocale;
}
export type PdfReply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };

export const PDF_WORKER_FILE = '.pdf-worker/pdf-worker.mjs';

interface Job extends PdfJob {
  resolve: (pdf: Buffer) => void;
  reject: (e: Error) => void;
}

/**
 * How long a thread waits for its next PDF before it ends (issue 27 item 5): a thread that has rendered adds ~100 MB
 * to the process's resident memory (its own V8 heap, @react-pdf, the fonts), of which ~70 MB go back when it ends
 * (measured on 2026-11-27 with three PDFs, Node 20). A burst of PDFs keeps it; the next PDF after a quiet minute
 * starts a thread again (that PDF waits for the thread to start and load the renderer), still off the event loop.
 */
export const PDF_WORKER_IDLE_MS = 60_000;

/**
 * Up to `size` worker threads, started when needed and each ended after `idleMs` without a job (0: kept); jobs wait in
 * order for a free one.
 */
export class PdfPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private started = 0;
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly size: number,
    private readonly idleMs = PDF_WORKER_IDLE_MS,
  ) {}

  /** Threads running now (busy or waiting for a job). */
  get threads(): number {
    return this.started;
  }

  render(kind: PdfKind, order: OrderView, locale: AppLocale): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, kind, order, locale, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; jobs still waiting or running fail. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    for (const job of this.queue.splice(0)) job.reject(new Error('PDF pool closed'));
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : null);
      if (!worker) return;
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage({ id: job.id, kind: job.kind, order: job.order, locale: job.locale } satisfies PdfJob);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(this.file);
    this.started++;
    // An idle pool never keeps the process alive (server.mjs's graceful stop waits only for requests).
    worker.unref();
    worker.on('message', (reply: PdfReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.rest(worker);
      if (job && reply.id === job.id) {
        if (reply.pdf) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
        else job.reject(new Error(reply.error));
      }
      this.dispatch();
    });
    // A thread that dies (an uncaught error, out of memory) fails its job and is replaced when next needed.
    const gone = (e: Error) => {
      if (!this.busy.has(worker) && !this.idle.includes(worker)) return;
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      this.started--;
      job?.reject(e);
      this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`PDF worker stopped (exit code ${code})`)));
    return worker;
  }

  /** A thread without a job waits for the next one, and ends when none comes within `idleMs`. */
  private rest(worker: Worker): void {
    this.idle.push(worker);
    if (!this.idleMs) return;
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const i = this.idle.indexOf(worker);
      if (i < 0) return;
      // Out of the pool first, so its exit is not taken for a thread that died.
      this.idle.splice(i, 1);
      this.started--;
      void worker.terminate();
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }
}

/** Threads: PDF_WORKERS, else one fewer than the cores (at least one, at most four). */
export function poolSize(env = process.env.PDF_WORKERS, cores = os.availableParallelism()): number {
  const n = Number(env);
  if (Number.isInteger(n) && n > 0) return Math.min(n, 16);
  return Math.max(1, Math.min(4, cores - 1));
}

let pool: PdfPool | null | undefined;

function sharedPool(): PdfPool | null {
  if (pool !== undefined) return pool;
  const file = path.join(process.cwd(), PDF_WORKER_FILE);
  if (process.env.NODE_ENV !== 'production') pool = null;
  else if (!existsSync(file)) {
    console.error(`[tickets] ${PDF_WORKER_FILE} is missing (scripts/build-pdf-worker.mjs): PDFs render on the main thread`);
    pool = null;
  } else pool = new PdfPool(file, poolSize());
  return pool;
}

/** The tickets or the receipt of an order as PDF bytes, rendered on a worker thread where there is one. */
export async function renderPdf(kind: PdfKind, order: OrderView, locale: AppLocale): Promise<Buffer> {
  const workers = sharedPool();
  if (workers) return workers.render(kind, order, locale);
  const { renderReceiptPdf, renderTicketsPdf } = await import('./pdf');
  return kind === 'tickets' ? renderTicketsPdf(order, locale) : renderReceiptPdf(order, locale);
}
