import { api, ApiError, SessionExpiredError } from '@/lib/api/client';

export interface WorkshopPrice {
  price: number;
  tax: number;
  sessions: number | null;
  endDate: string | null;
}

export type CheckResult = { ok: true; value: WorkshopPrice } | { ok: false; message: string | null; expired?: boolean };

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN);

/**
 * POST workshops/check (spec §7, docs/commerce.md): the price of a programme package from a start date on the chosen
 * weekdays. The answer is checked by hand (keeps zod out of the page); a refusal carries the provider's message.
 */
export async function checkWorkshop(req: { programmeId: number; packageId: number; startDate: string; days: number[] }, signal?: AbortSignal): Promise<CheckResult> {
  try {
    const res = (await api.post('workshops/check', {
      body: { workshop_program_id: req.programmeId, product_id: req.packageId, start_date: req.startDate, days: req.days },
      signal,
    })) as { data?: { price?: unknown; tax_amount?: unknown; sessions?: unknown; end_date?: unknown } } | null;
    const d = res?.data;
    const price = num(d?.price);
    const tax = num(d?.tax_amount);
    if (!Number.isFinite(price) || !Number.isFinite(tax) || price < 0 || tax < 0) return { ok: false, message: null };
    const endDate = typeof d?.end_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.end_date) ? d.end_date : null;
    const sessions = typeof d?.sessions === 'number' && Number.isInteger(d.sessions) ? d.sessions : null;
    return { ok: true, value: { price, tax, sessions, endDate } };
  } catch (e) {
    if (e instanceof SessionExpiredError) return { ok: false, message: null, expired: true };
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) return { ok: false, message: e.serverMessage };
    return { ok: false, message: null };
  }
}
