import 'server-only';
import { DEFAULT_LOCALE, isLocale, type AppLocale } from '@/lib/i18n/locales';
import { readOrderForRequest } from '@/lib/orders/access';
import type { OrderView } from '@/lib/orders/types';
import { loadSite } from '@/lib/tenant/site';
import type { Tenant } from '@/lib/tenant/tenants';
import type { Site } from '@/lib/tenant/types';
import { ticketErrorFor, type TicketError } from '@/lib/tickets/labels';
import { isAdmission } from '@/lib/orders/document-kind';
import { passContent, type PassContent } from './pass-content';
import { ticketIndex } from './offer';

/**
 * The shared front of the wallet routes (issue 25): language, order access as every other order read (404 for an
 * order that is not the requester's), paid orders only (409, as the tickets PDF), the ticket by its 1-based number,
 * and the venue's site config for its colours. Every failure is an answer in the page's language, never a throw.
 */
export const NO_STORE = 'private, no-store';

export function fail(status: number, locale: AppLocale, error: TicketError): Response {
  return new Response(ticketErrorFor(locale, error), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': NO_STORE, 'content-language': locale },
  });
}

export type WalletRequest = { ok: true; locale: AppLocale; tenant: Tenant; site: Site; order: OrderView; index: number; content: PassContent } | { ok: false; response: Response };

export async function walletRequest(req: Request, token: string, signerOf: (tenant: Tenant) => unknown): Promise<WalletRequest> {
  const q = new URL(req.url).searchParams;
  const lang = q.get('lang') ?? DEFAULT_LOCALE;
  const locale: AppLocale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  if (!isLocale(lang)) return { ok: false, response: fail(400, locale, 'badRequest') };
  const read = await readOrderForRequest(req.headers.get('host'), token);
  if (read.kind === 'unavailable') return { ok: false, response: fail(502, locale, 'unavailable') };
  if (read.kind === 'private') return { ok: false, response: fail(404, locale, 'notFound') };
  const { tenant, order } = read;
  if (order.status !== 'paid') return { ok: false, response: fail(409, locale, 'notPaid') };
  const index = ticketIndex(q.get('ticket'), order.tickets.length);
  // Only admissions are tickets (issue 24 item 3): a membership's, a burger's or an offer's code gets no pass.
  if (index === null || !isAdmission(order.tickets[index]!.type)) return { ok: false, response: fail(404, locale, 'noTickets') };
  // Not configured, or configured but broken (logged once by the loader): the button is not shown, so not found.
  if (!signerOf(tenant)) return { ok: false, response: fail(404, locale, 'notFound') };
  let site: Site;
  try {
    const state = await loadSite(tenant.host);
    if (state.kind !== 'ok') return { ok: false, response: fail(404, locale, 'notFound') };
    site = state.site;
  } catch {
    return { ok: false, response: fail(502, locale, 'unavailable') };
  }
  const content = passContent(order, index, site.theme);
  if (!content) return { ok: false, response: fail(404, locale, 'noTickets') };
  return { ok: true, locale, tenant, site, order, index, content };
}

export type WalletReady = Extract<WalletRequest, { ok: true }>;

/**
 * A wallet route's GET: the shared front above, then `build` with the venue's signer and `respond` with what it
 * built. A build that throws (a broken key, a failed signature) is 503 in the page's language and one log line that
 * says what could not be done (`what`, e.g. "build the Apple Wallet pass").
 */
export function walletRoute<S, T>(signerOf: (tenant: Tenant) => S | null, what: string, build: (r: WalletReady, signer: S) => Promise<T> | T, respond: (r: WalletReady, built: T) => Response) {
  return async function GET(req: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
    const { token } = await params;
    const r = await walletRequest(req, token, signerOf);
    if (!r.ok) return r.response;
    let built: T;
    try {
      built = await build(r, signerOf(r.tenant)!);
    } catch (e) {
      console.error(`[wallet] could not ${what} of order ${r.order.id} ticket ${r.index + 1} for ${r.tenant.host} — cause: ${(e as Error).message}`);
      return fail(503, r.locale, 'unavailable');
    }
    return respond(r, built);
  };
}
