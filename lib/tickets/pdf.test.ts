import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readFileSync } from 'node:fs';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder, englishVenueOrder } from '@/lib/orders/__fixtures__/orders';
import { ensurePoppler, pdfPageCount, pdfPagePng, pdfText, readableLines } from './__tests__/poppler';
import { renderReceiptPdf, renderTicketsPdf } from './pdf';

vi.mock('server-only', () => ({}));

/**
 * Issue 12 item 6: tickets and receipt as PDF in the page's language. The text a reader copies out (pdftotext)
 * must be the text as written: Arabic letters joined and in reading order, prices and codes unchanged. Page 1 is
 * rendered to PNG (kept in test-results/pdf/ for a look) and its QR code must scan back to the ticket code.
 */
const arOrder = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
const enOrder = reshapeOrder(orderDetailSchema.parse(englishVenueOrder));
const OUT = path.join(process.cwd(), 'test-results', 'pdf');

const lines = readableLines;

function scanPage(pngFile: string): string | null {
  const png = PNG.sync.read(readFileSync(pngFile));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

beforeAll(() => {
  ensurePoppler();
  mkdirSync(OUT, { recursive: true });
}, 300_000);

// Rendering takes ~1 s per file (the first one also loads the fonts); the machine may be busy.
describe('tickets and receipt PDFs', { timeout: 60_000 }, () => {
  // English first: a glyph first met while the English file's fonts were written must still copy out in Arabic later.
  it('English tickets: one page per ticket with venue, ticket, date ddd DD MMM YYYY, time, holder, code; the QR scans', async () => {
    const pdf = await renderTicketsPdf(arOrder, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(2);
    const text = lines(pdfText(pdf));
    for (const l of ['Al Waha Sports Club', 'Ticket 1 of 2', 'Desert Music Night', 'Gold seat', 'Tue 01 Dec 2026', '07:30 PM to 11:00 PM', 'Fatima Al Mansouri', 'EVT-4021-0001-K7Q2', 'Order #4021']) {
      expect(text).toContain(l);
    }
    // The price paid per ticket, as the receipt formats it: the event seat, then the discounted court's line amount.
    expect(text.filter((l) => l === 'Price paid')).toHaveLength(2);
    expect(text).toContain('AED 1,234.50');
    expect(text).toContain('AED 180');
    // An Arabic holder name in the English file falls back to the Arabic face, joined and in reading order.
    expect(text).toContain('فاطمة المنصوري');
    expect(scanPage(pdfPagePng(pdf, 'tickets-en', OUT))).toBe('EVT-4021-0001-K7Q2');
  });

  it('English receipt: lines, price incl. VAT, discount, totals, how it was paid, transaction id, VAT note', async () => {
    const text = lines(pdfText(await renderReceiptPdf(arOrder, 'en')));
    for (const l of ['Receipt', 'Order #4021', 'AED 1,234.50', '-AED 20', 'AED 180', 'AED 1,366.19', 'AED 68.31', 'AED 1,414.50', 'AED 1,214.50', 'Q-Points', 'TX-20261201-000417', 'All prices include VAT at 5%.']) {
      expect(text.join('\n')).toContain(l);
    }
    expect(text).toContain('Tue 01 Dec 2026, 07:30 PM to 11:00 PM');
    pdfPagePng(await renderReceiptPdf(arOrder, 'en'), 'receipt-en', OUT);
  });

  it('Arabic tickets: the venue name and the wording copy out as written (joined letters, reading order)', async () => {
    const pdf = await renderTicketsPdf(arOrder, 'ar');
    const text = lines(pdfText(pdf));
    expect(text).toContain('نادي الواحة الرياضي');
    expect(text).toContain('ليلة موسيقى الصحراء');
    expect(text).toContain('مقعد ذهبي');
    expect(text).toContain('حامل التذكرة');
    expect(text).toContain('EVT-4021-0001-K7Q2');
    // The price paid, Arabic label, amount as written (not turned around in the right-to-left page).
    expect(text.filter((l) => l === 'السعر المدفوع')).toHaveLength(2);
    expect(text).toContain('AED 1,234.50');
    expect(text).toContain('AED 180');
    expect(text.filter((l) => /\d\s*AED/.test(l))).toEqual([]);
    // Lam-alef is one glyph for two letters: it must not copy out reversed ("الثالثاء").
    expect(text.join('\n')).toContain('الثلاثاء');
    expect(text.join('\n')).not.toContain('الثالثاء');
    expect(text.join('\n')).toMatch(/إلى/);
    expect(scanPage(pdfPagePng(pdf, 'tickets-ar', OUT))).toBe('EVT-4021-0001-K7Q2');
  });

  it('Arabic receipt: venue and prices as written, amounts in the venue currency with US-English grouping', async () => {
    const pdf = await renderReceiptPdf(arOrder, 'ar');
    const text = lines(pdfText(pdf));
    expect(text).toContain('نادي الواحة الرياضي');
    for (const l of ['الإيصال', 'الحالة', 'مكتمل', 'AED 1,234.50', 'AED 1,414.50', '-AED 20', 'TX-20261201-000417', 'نقاط كيو']) expect(text).toContain(l);
    // No amount is turned around in the right-to-left page ("1,234.50 AED" or "05.432,1").
    expect(text.filter((l) => /\d\s*AED|\d{2}\.\d{3},/.test(l))).toEqual([]);
    pdfPagePng(pdf, 'receipt-ar', OUT);
  });

  it('a venue without Arabic text keeps its English name in the Arabic file; partner credit is shown as paid by credit', async () => {
    const text = lines(pdfText(await renderReceiptPdf(enOrder, 'ar')));
    expect(text).toContain('Harbour Fitness Centre');
    expect(text).toContain('ائتمان الشريك');
    expect(text).toContain('SAR 1,050');
    expect(text).not.toContain('البطاقة');
  });

  it('hostile provider content (any length, any script, bidi overrides) still renders, on every page', async () => {
    const long = 'W'.repeat(3000);
    const hostile = reshapeOrder(
      orderDetailSchema.parse({
        ...arabicVenueOrder,
        venue: { name: `${long} \u202E🎾 场馆 <b>`, ar_name: `نادي\u202Eالواحة ${'ب'.repeat(2000)}` },
        lines: [{ ...arabicVenueOrder.lines[0], name: 'x'.repeat(5000), ar_name: null, quantity: 999 }],
        tickets: [{ ...arabicVenueOrder.tickets[0], holder: `${'ي'.repeat(800)}\n<script>` }],
      }),
    );
    for (const locale of ['en', 'ar'] as const) {
      const tickets = await renderTicketsPdf(hostile, locale);
      pdfPagePng(tickets, `hostile-${locale}`, OUT);
      expect(pdfPageCount(tickets)).toBe(1);
      expect((await renderReceiptPdf(hostile, locale)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
