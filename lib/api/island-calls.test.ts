import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));

const { clockMismatch, deployedVersion } = await import('./app-checks');
const { searchGlobal } = await import('./search');
const { subscribeNewsletter } = await import('./newsletter');
const { eventsInRange } = await import('./events');
const { leadForm, leadFormAnswer } = await import('./lead-form');
const { leadFormSchema, leadSubmission, reshapeLeadForm } = await import('../provider/forms');
const { ApiError } = await import('./client');

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function answer(res: () => Response | Promise<Response>) {
  const f = vi.fn(async (_url: string, _init?: RequestInit) => res());
  vi.stubGlobal('fetch', f);
  return f;
}
afterEach(() => vi.unstubAllGlobals());

describe('app checks (spec §2 time discrepancy, §4 version)', () => {
  it('shows both clocks only when they differ by more than 5 minutes, or when the venue refuses the time', async () => {
    answer(() => json({ status: true, data: { userTime: '2026-01-01 10:04:00', systemTime: '2026-01-01 10:00:00' } }));
    expect(await clockMismatch()).toBeNull();
    answer(() => json({ status: true, data: { userTime: '2026-01-01 10:20:00', systemTime: '2026-01-01 10:00:00' } }));
    expect(await clockMismatch()).toEqual({ userTime: '2026-01-01 10:20:00', systemTime: '2026-01-01 10:00:00' });
    answer(() => json({ status: false, message: 'bad time', data: { userTime: '2026-01-01 10:01:00', systemTime: '2026-01-01 10:00:00' } }, 400));
    expect(await clockMismatch()).toEqual({ userTime: '2026-01-01 10:01:00', systemTime: '2026-01-01 10:00:00' });
    answer(() => Promise.reject(new TypeError('offline')));
    expect(await clockMismatch()).toBeNull();
  });

  it('reads the deployed version from /version.json, null when it cannot', async () => {
    const f = answer(() => json({ version: 'abc' }));
    expect(await deployedVersion()).toBe('abc');
    expect(f.mock.calls[0]![0]).toBe('/version.json');
    answer(() => json({}, 500));
    expect(await deployedVersion()).toBeNull();
  });
});

describe('search (spec §2, §7 search/global)', () => {
  it('reshapes hits with Arabic falling back to English, asks nothing for an empty term, and is empty on failure', async () => {
    const f = answer(() => json({ status: true, data: { data: [{ type: 'event', id: 3, name: 'Desert Beats', ar_name: null, description: 'Live', ar_description: 'مباشر' }] } }));
    expect(await searchGlobal('  desert ')).toEqual([
      { type: 'event', id: 3, name: { en: 'Desert Beats', ar: 'Desert Beats' }, description: { en: 'Live', ar: 'مباشر' }, imagePath: null },
    ]);
    expect(f.mock.calls[0]![0]).toBe('/api/provider/search/global?search=desert');
    expect(await searchGlobal('   ')).toEqual([]);
    expect(f).toHaveBeenCalledTimes(1);
    answer(() => json({ status: false, message: 'down' }, 500));
    expect(await searchGlobal('x')).toEqual([]);
  });

  it('rejects a search abandoned for a newer term', async () => {
    const c = new AbortController();
    answer(() => {
      c.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(searchGlobal('x', c.signal)).rejects.toThrow();
  });
});

describe('newsletter (spec §2 footer)', () => {
  it('reads each answer onto its result', async () => {
    const cases: Array<[number, string]> = [[200, 'subscribed'], [409, 'duplicate'], [422, 'invalid'], [500, 'failed']];
    for (const [status, result] of cases) {
      answer(() => json({ status: status === 200 }, status));
      expect(await subscribeNewsletter('a@b.co')).toBe(result);
    }
  });
});

describe('events in a range (spec §2 filters)', () => {
  const event = { id: 1, name: { en: 'A', ar: 'A' }, summary: { en: '', ar: '' }, image: null, fromPrice: null, category: null, startDate: '2026-01-01', endDate: '2026-01-02', locationName: null };
  it('asks the storefront route and parses its answer; a refusal is an ApiError', async () => {
    const f = answer(() => json({ status: true, data: [event] }));
    expect(await eventsInRange('2026-01-01', '2026-01-31')).toEqual([event]);
    expect(f.mock.calls[0]![0]).toBe('/api/catalogue/events?from=2026-01-01&to=2026-01-31');
    answer(() => json({ status: true, data: [{ id: 'x' }] }));
    await expect(eventsInRange('2026-01-01', '2026-01-31')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('lead form (spec §4, §8)', () => {
  it('asks the storefront\'s own cached route, and reads a shaped form', async () => {
    const form = { name: { en: 'Enquiry', ar: 'استفسار' }, description: { en: '', ar: '' }, leadActionListId: 3, fields: [{ key: 'f0', label: { en: 'Name', ar: 'الاسم' } }], echo: {} };
    const f = answer(() => json({ status: true, data: form }));
    expect(await leadForm()).toEqual(form);
    expect(f.mock.calls[0]![0]).toBe('/api/catalogue/lead-form');
  });

  it('is null when the form cannot be loaded, the venue has none, or the answer is not a form (nothing loads)', async () => {
    answer(() => json({ status: false, message: 'no' }, 502));
    expect(await leadForm()).toBeNull();
    answer(() => json({ status: true, data: null }));
    expect(await leadForm()).toBeNull();
    answer(() => json({ status: true, data: { name: 'Enquiry', fields: 'x' } }));
    expect(await leadForm()).toBeNull();
    answer(() => Promise.reject(new TypeError('offline')));
    expect(await leadForm()).toBeNull();
  });

  it('survives the trip through /api/catalogue/lead-form: the browser reads the reshaped form as JSON and echoes it back the same', () => {
    const lead = reshapeLeadForm(
      leadFormSchema.parse({
        form_name: 'Contact',
        ar_form_name: 'تواصل',
        lead_action_list_id: 4,
        form_fields: [{ field_name: 'Name', ar_field_name: 'الاسم', type: 'text', is_required: 1 }],
      }),
    );
    const read = leadFormAnswer.safeParse(JSON.parse(JSON.stringify({ status: true, data: lead })));
    expect(read.success).toBe(true);
    const form = read.success ? read.data.data! : lead;
    expect(form.name).toEqual({ en: 'Contact', ar: 'تواصل' });
    expect(leadSubmission(form, ['Sara'], 'k')).toEqual(leadSubmission(lead, ['Sara'], 'k'));
  });
});
