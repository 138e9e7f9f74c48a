import { describe, expect, it, vi } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { qrPng, qrPngDataUrl, qrSvg, QR_PNG_WIDTH } from './qr';

vi.mock('server-only', () => ({}));

// Issue 12 item 6: each ticket carries a QR code of its gate code, rendered on the server.
describe('ticket QR codes', { timeout: 30_000 }, () => {
  it('the PNG decodes back to the ticket code', async () => {
    const png = PNG.sync.read(await qrPng('EVT-4021-0001-K7Q2'));
    expect(png.width).toBe(QR_PNG_WIDTH);
    const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(found?.data).toBe('EVT-4021-0001-K7Q2');
  });

  it('is deterministic, and different codes give different images', async () => {
    expect(await qrSvg('FAC-4021-0002-M3X8')).toBe(await qrSvg('FAC-4021-0002-M3X8'));
    expect(await qrSvg('FAC-4021-0002-M3X8')).not.toBe(await qrSvg('FAC-4021-0002-M3X9'));
    expect((await qrPng('A-1')).equals(await qrPng('A-1'))).toBe(true);
  });

  it('the SVG is one decorative <svg> with a square viewBox and no script; the data URL is a PNG', async () => {
    const svg = await qrSvg('MEM-77-0001-ZZ91');
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" [^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(await qrPngDataUrl('MEM-77-0001-ZZ91')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refuses an empty code instead of printing a blank square', async () => {
    await expect(qrSvg('')).rejects.toThrow(RangeError);
  });
});
