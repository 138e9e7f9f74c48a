import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../db';
import { Router } from '../http';
import { loadSeed, MODULES } from '../server';

process.env.SANDBOX_UPLOADS = path.join(os.tmpdir(), `content-test-uploads-${process.pid}`);
const { seed, text } = loadSeed();
const db = openDb(':memory:', seed, text, MODULES);
const router = new Router();
for (const m of MODULES) m.routes(router);

async function call(method: string, url: string, body?: unknown, token = 'oasis-site-token') {
  const u = new URL(url, 'http://sandbox.invalid');
  const found = router.match(method, u.pathname);
  if (!found || found === 'method') throw new Error(`no route ${method} ${url}`);
  return found.handler({ db, req: {} as IncomingMessage, params: found.params, query: u.searchParams, body, headers: {}, venueToken: token, log: () => {} });
}
const bodyOf = (r: { body: unknown }) => r.body as { status: boolean; message?: string; data?: Record<string, unknown> & { message?: string } };

describe('catalogue content sandbox', () => {
  it('pages blogs by 16 (spec §9 default page size)', async () => {
    const r = bodyOf(await call('GET', '/api/v2/blogs?page=2', undefined, 'arena-site-token'));
    expect((r as unknown as { total_pages: number }).total_pages).toBe(2);
    expect((r.data as unknown as unknown[]).length).toBe(2);
  });

  it('answers 404 for an unknown blog and outlet', async () => {
    expect((await call('GET', '/api/v2/blogs/nope', undefined, 'arena-site-token')).status).toBe(404);
    expect((await call('GET', '/api/v2/outlets/999', undefined, 'arena-site-token')).status).toBe(404);
  });

  it('stores a newsletter subscription once; a duplicate is 409, an invalid email 422', async () => {
    expect((await call('POST', '/api/v2/newsletter/subscribe', { email: 'fan@example.com' })).status).toBe(200);
    const dup = await call('POST', '/api/v2/newsletter/subscribe', { email: 'FAN@example.com' });
    expect(dup.status).toBe(409);
    expect(bodyOf(dup).message).toMatch(/already subscribed/);
    expect((await call('POST', '/api/v2/newsletter/subscribe', { email: 'nope' })).status).toBe(422);
  });

  it('requires the captcha test key on a lead (spec §5 captcha required on lead form submit)', async () => {
    const form = bodyOf(await call('GET', '/api/v2/leads')).data as unknown as { form_name: string; lead_action_list_id: number; form_fields: Array<Record<string, unknown>> };
    const answers: Record<string, unknown> = { 'Full name': 'Sara', Email: 'sara@example.com', 'Mobile number': '+971501234567', 'Interested in': { value: 'padel' } };
    const payload = (captcha: string) => ({
      form_name: form.form_name,
      lead_action_list_id: form.lead_action_list_id,
      form_fields: form.form_fields.map((f) => ({ ...f, answer: answers[f.field_name as string] ?? null })),
      recaptcha_response: captcha,
    });
    const failed = await call('POST', '/api/v2/leads', payload('wrong'));
    expect(failed.status).toBe(422);
    expect(bodyOf(failed).data?.message).toMatch(/Captcha/);
    expect((await call('POST', '/api/v2/leads', payload('sandbox-captcha-ok'))).status).toBe(200);
  });

  it('accepts jpeg, png and pdf uploads only, by their bytes (spec §9)', async () => {
    const form = (name: string, type: string, bytes: string) => {
      const fd = new FormData();
      fd.append('preUpload[0]', new File([bytes], name, { type }));
      return fd;
    };
    const bad = await call('POST', '/api/v2/file/save/data', form('notes.txt', 'text/plain', 'hello'));
    expect(bodyOf(bad).message).toBe('Invalid file type. Please upload a valid file type (jpeg, png, pdf)');
    const disguised = await call('POST', '/api/v2/file/save/data', form('photo.png', 'image/png', 'not a png'));
    expect(disguised.status).toBe(422);
    const ok = await call('POST', '/api/v2/file/save/data', form('doc.pdf', 'application/pdf', '%PDF-1.4 x'));
    expect((bodyOf(ok).data?.files as string[])[0]).toMatch(/^uploads\/.+\.pdf$/);
  });
});
