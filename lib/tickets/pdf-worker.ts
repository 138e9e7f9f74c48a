import { parentPort } from 'node:worker_threads';
import type { PdfJob, PdfReply } from './pdf-pool';
import { renderReceiptPdf, renderTicketsPdf } from './pdf';

/**
 * The PDF worker thread (lib/tickets/pdf-pool.ts): renders one tickets or receipt PDF a message, off the server's
 * event loop. Bundled on its own by scripts/build-pdf-worker.mjs (Next does not bundle worker threads of the server).
 */
const port = parentPort;
if (!port) throw new Error('lib/tickets/pdf-worker runs as a worker thread (lib/tickets/pdf-pool.ts)');

// On the main thread Next logs a stray rejection and goes on; here one would stop the thread and fail its PDF.
process.on('unhandledRejection', (e) => console.error('[tickets] PDF worker: unhandled rejection —', e));

port.on('message', async ({ id, kind, order, locale }: PdfJob) => {
  let reply: PdfReply;
  try {
    const pdf = kind === 'tickets' ? await renderTicketsPdf(order, locale) : await renderReceiptPdf(order, locale);
    // A fresh copy owns its memory, so it can be handed over (transferred) rather than copied once more.
    const bytes = new Uint8Array(pdf);
    reply = { id, pdf: bytes };
    port.postMessage(reply, [bytes.buffer]);
  } catch (e) {
    reply = { id, error: (e as Error)?.message ?? String(e) };
    port.postMessage(reply);
  }
});
