import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale, type AppLocale } from '@/lib/i18n/locales';
import { readOrderForRequest } from '@/lib/orders/access';
import { admissionTickets } from '@/lib/orders/document-kind';
import { ticketErrorFor, type TicketError } from '@/lib/tickets/labels';
import { renderPdf } from '@/lib/tickets/pdf-pool';

/**
 * GET /api/orders/{token}/pdf?kind=tickets|receipt&lang=en|ar (docs/commerce.md): the order's tickets or receipt as
 * a PDF in the page's language, rendered on the server on a worker thread (lib/tickets/pdf-pool.ts). The venue comes
 * from the Host header; only the browser that placed the order (or proved its email) and its signed-in owner get it
 * (lib/orders/access.ts): to anyone else a real token is as unknown as a made-up one. Personal: never cached.
 * Bad input is 400, an unknown order 404, tickets of an unpaid order 409, a provider fault 502: never a 500.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const KINDS = ['tickets', 'receipt'] as const;
type Kind = (typeof KINDS)[number];
const NO_STORE = 'private, no-store';

function fail(status: number, locale: AppLocale, error: TicketError) {
  return new Response(ticketErrorFor(locale, error), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE, 'content-language': locale },
  });
}

export async function GET(req: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const q = req.nextUrl.searchParams;
  const langParam = q.get('lang') ?? DEFAULT_LOCALE;
  const kindParam = q.get('kind') ?? 'tickets';
  const locale: AppLocale = isLocale(langParam) ? langParam : DEFAULT_LOCALE;
  if (!isLocale(langParam) || !(KINDS as readonly string[]).includes(kindParam)) return fail(400, locale, 'badRequest');
  const kind = kindParam as Kind;

  const read = await readOrderForRequest(req.headers.get('host'), token);
  if (read.kind === 'unavailable') return fail(502, locale, 'unavailable');
  if (read.kind === 'private') return fail(404, locale, 'notFound');
  const { order } = read;
  if (kind === 'tickets' && order.status !== 'paid') return fail(409, locale, 'notPaid');
  if (kind === 'tickets' && admissionTickets(order).length === 0) return fail(404, locale, 'noTickets');

  let pdf: Buffer;
  try {
    pdf = await renderPdf(kind, order, locale);
  } catch (e) {
    console.error(`[tickets] could not render the ${kind} PDF of order ${order.id} — cause: ${(e as Error).message}`);
    return fail(500, locale, 'unavailable');
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${kind}-${order.id}-${locale}.pdf"`,
      'content-length': String(pdf.length),
      'cache-control': NO_STORE,
      'x-robots-tag': 'noindex',
    },
  });
}
