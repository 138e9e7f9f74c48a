import 'server-only';
import QRCode from 'qrcode';

/**
 * The gate's QR code for a ticket (issue 12 item 6), rendered on the server by `qrcode`: an SVG string for the HTML
 * ticket (inline, no request, no client code) and a PNG for the PDF. Error correction M survives a scuffed print or
 * a cracked phone screen; the quiet zone of 4 modules is what scanners expect. The same code always gives the same
 * image.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } } as const;

/** Pixels of the PNG: ~5 px per module for a 33-module code, sharp when printed at 4 cm. */
export const QR_PNG_WIDTH = 480;

function checkCode(code: string): string {
  if (!code || code.length > 256) throw new RangeError('A ticket code is 1 to 256 characters');
  return code;
}

/** An <svg> element (viewBox in modules, no fixed size: the page sizes it), decorative: label its container. */
export async function qrSvg(code: string): Promise<string> {
  const svg = await QRCode.toString(checkCode(code), { ...OPTIONS, type: 'svg' });
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}

export async function qrPng(code: string, width = QR_PNG_WIDTH): Promise<Buffer> {
  return QRCode.toBuffer(checkCode(code), { ...OPTIONS, type: 'png', width });
}

export async function qrPngDataUrl(code: string, width = QR_PNG_WIDTH): Promise<string> {
  return `data:image/png;base64,${(await qrPng(code, width)).toString('base64')}`;
}
