import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder } from '@/lib/orders/__fixtures__/orders';
import type { OrderView } from '@/lib/orders/types';
import { ensurePoppler, pdfPageCount, pdfText, readableLines } from './__tests__/poppler';
import { PDF_WORKER_FILE, PdfPool, poolSize } from './pdf-pool';
import { renderReceiptPdf } from './pdf';

vi.mock('server-only', () => ({}));

/**
 * The PDF worker pool (docs/decisions.md "PDF worker threads"): the bundled worker renders the same PDFs as the
 * main thread, several at once, and a failing render fails only its own request.
 */
const order = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
let pool: PdfPool;

beforeAll(async () => {
  ensurePoppler();
  // The file `npm run build` makes, made from these sources.
  const { buildPdfWorker } = await import('../../scripts/build-pdf-worker.mjs');
  await buildPdfWorker();
  pool = new PdfPool(path.join(process.cwd(), PDF_WORKER_FILE), 2);
}, 300_000);

afterAll(() => pool?.close());

describe('PDFs on worker threads', { timeout: 120_000 }, () => {
  it('renders the tickets and the receipt as the main thread does, in both languages, several at once', async () => {
    const [ticketsEn, receiptAr, ticketsAr] = await Promise.all([
      pool.render('tickets', order, 'en'),
      pool.render('receipt', order, 'ar'),
      pool.render('tickets', order, 'ar'),
    ]);
    expect(pdfPageCount(ticketsEn)).toBe(2);
    expect(readableLines(pdfText(ticketsEn))).toContain('EVT-4021-0001-K7Q2');
    expect(pdfPageCount(ticketsAr)).toBe(2);
    expect(readableLines(pdfText(receiptAr))).toEqual(readableLines(pdfText(await renderReceiptPdf(order, 'ar'))));
  });

  it('a render that fails rejects its own request with the cause; the pool goes on', async () => {
    const broken = { ...order, tickets: [{ ...order.tickets[0]!, code: '' }] } as OrderView;
    await expect(pool.render('tickets', broken, 'en')).rejects.toThrow('A ticket code is 1 to 256 characters');
    expect((await pool.render('receipt', order, 'en')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('threads: PDF_WORKERS, else one fewer than the cores, between one and four', () => {
    expect(poolSize('3', 2)).toBe(3);
    expect(poolSize(undefined, 2)).toBe(1);
    expect(poolSize(undefined, 1)).toBe(1);
    expect(poolSize('', 16)).toBe(4);
    expect(poolSize('zero', 8)).toBe(4);
  });
});
