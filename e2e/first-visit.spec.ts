import { expect, test, type Page } from './support/test';
import { PORT, SANDBOX_PORT } from './support/env';
import { host, OASIS } from './support/hosts';
import { httpLib } from './support/scripts';
import { filesContaining } from './support/first-visit';

/**
 * Issue 16: what a first-time visitor hits, in both languages. Each test fails without its fix.
 */
test('§1 a made-up host never creates a cache entry or a file, whatever its length, and never fails', async () => {
  const { rawRequest } = await httpLib();
  const name = `made-up-${Date.now()}`;
  const hosts = [`${name}.example`, `${name}.${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(40)}.example`];
  expect(hosts[1]!.length).toBeGreaterThan(300);
  for (const h of hosts) {
    for (const p of ['/?lang=en', '/events?lang=ar', '/blog/x?lang=en', '/about-us?lang=ar', '/events/1?lang=en']) {
      const r = await rawRequest({ port: PORT, path: p, host: h });
      expect(r.status, `${h.slice(0, 30)} ${p}`).toBe(404);
      expect(r.body).toMatch(/This site is not available|هذا الموقع غير متاح/);
      expect(String(r.headers['cache-control'])).not.toMatch(/public|s-maxage/);
    }
  }
  expect(filesContaining(name)).toEqual([]);
});

test('§2 state pages answer 404 or 503 with Retry-After, never publicly cacheable', async ({ page }) => {
  const { rawRequest } = await httpLib();
  const cases: Array<[string, number, RegExp]> = [
    ['missing', 404, /looking for is not found/],
    ['nowhere', 404, /This site is not available/],
    ['closed', 503, /This site is not available/],
    ['maintenance', 503, /be back soon/],
    ['health', 503, /Scheduled maintenance/],
  ];
  for (const [name, status, text] of cases) {
    for (const p of ['/?lang=en', '/events?lang=en', '/about-us?lang=en', '/blog/x?lang=en', '/cart?lang=en']) {
      const r = await rawRequest({ port: PORT, path: p, host: `${name}.localhost:${PORT}` });
      expect(r.status, `${name} ${p}`).toBe(status);
      expect(r.body, `${name} ${p}`).toMatch(text);
      expect(String(r.headers['cache-control']), `${name} ${p}`).toMatch(/no-store/);
      expect(String(r.headers['cache-control']), `${name} ${p}`).not.toMatch(/public|s-maxage/);
      if (status === 503) expect(Number(r.headers['retry-after']), `${name} ${p}`).toBeGreaterThan(0);
    }
  }
  // A person sees the state page in their language.
  const res = await page.goto(`${host('closed')}/?lang=ar`);
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'هذا الموقع غير متاح' })).toBeVisible();
  // A working venue still answers its pages from the cache.
  const ok = await rawRequest({ port: PORT, path: '/?lang=en', host: `localhost:${PORT}` });
  expect(ok.status).toBe(200);
});

async function requestResetCode(page: Page, email: string, lang: 'en' | 'ar') {
  const l = lang === 'en' ? { email: 'Email', robot: 'I’m not a robot', send: 'Send code' } : { email: 'البريد الإلكتروني', robot: 'لست روبوتًا', send: 'إرسال الرمز' };
  await page.goto(`${OASIS}/forgot-password?lang=${lang}`);
  const main = page.getByRole('main');
  await main.getByLabel(l.email, { exact: true }).fill(email);
  await main.getByLabel(l.robot).check();
  await main.getByRole('button', { name: l.send }).click();
}

test('§3 forgot password answers the same whether the email has an account or not', async ({ page }) => {
  const seen: string[] = [];
  for (const email of ['customer@example.com', 'nobody-here@example.com']) {
    await requestResetCode(page, email, 'en');
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expect(page.getByText('OTP sent to your email')).toBeVisible();
    await expect(page.getByText(/No account/i)).toHaveCount(0);
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const error = page.getByText('Invalid OTP');
    await expect(error.first()).toBeVisible();
    seen.push(await page.getByRole('main').innerText());
  }
  expect(seen[1]!.replace('nobody-here@example.com', 'X')).toBe(seen[0]!.replace('customer@example.com', 'X'));
});

test('§9 the storefront’s own outcomes read Arabic on Arabic pages', async ({ page }) => {
  await requestResetCode(page, 'customer@example.com', 'ar');
  await expect(page.getByText('تم إرسال رمز التحقق إلى بريدك الإلكتروني')).toBeVisible();
  await expect(page.getByText('OTP sent to your email')).toHaveCount(0);
});

test('§8 global search on an Arabic page shows the Arabic names and descriptions', async ({ page }) => {
  await page.goto(`${OASIS}/?lang=ar`);
  await page.getByRole('button', { name: 'بحث' }).first().click();
  await page.getByRole('combobox', { name: 'اكتب للبحث عن الفعاليات والخدمات والمزيد...' }).fill('padel');
  const option = page.getByRole('option', { name: /بطولة الخور المفتوحة للبادل 2026/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('يومان من البادل المفتوح على ملاعب الخور.');
  await expect(page.getByRole('option', { name: /Creek Padel/ })).toHaveCount(0);
});

test('§4 the newsletter refuses markup for an email, in the page’s language, and the server does too', async ({ page, request }) => {
  for (const [lang, label, subscribe, invalid] of [
    ['en', 'Email address', 'Subscribe', 'Please enter a valid email address'],
    ['ar', 'البريد الإلكتروني', 'اشترك', 'يرجى إدخال بريد إلكتروني صحيح'],
  ] as const) {
    for (const email of ['<script>alert(1)</script>@x.com', '"><b>x</b>@evil.com']) {
      await page.goto(`${OASIS}/?lang=${lang}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(label).fill(email);
      await footer.getByRole('button', { name: subscribe }).click();
      await expect(footer.getByRole('alert')).toHaveText(invalid);
    }
  }
  const direct = await request.post(`${OASIS}/api/provider/newsletter/subscribe`, { data: { email: '"><b>x</b>@evil.com' } });
  expect(direct.status()).toBe(422);
});

test('§4 §11 register and become-partner stop over-long names with our own words, in Arabic too', async ({ page }) => {
  await page.goto(`${OASIS}/register?lang=ar`);
  await page.getByLabel('اسم العائلة').fill('ب'.repeat(400));
  await page.getByRole('button', { name: 'تسجيل' }).click();
  await expect(page.getByText('يجب ألا يزيد اسم العائلة عن 50 حرفًا')).toBeVisible();

  await page.goto(`${OASIS}/become-partner?lang=ar`);
  await page.getByLabel('اسم الجهة').fill('x'.repeat(400));
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByText('يجب ألا يزيد اسم الجهة عن 120 حرفًا')).toBeVisible();
  await expect(page.getByText(/Too big|expected string/)).toHaveCount(0);
});

test('§5 a customer whose provider profile has very long names keeps one small session cookie; every page answers', async ({ page, request }) => {
  const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
  const mobile = `55${String(Date.now()).slice(-7)}`;
  const reg = await request.post(`${sandbox}/api/v2/auth/register`, {
    headers: { 'x-site-token': 'oasis-site-token' },
    multipart: {
      otp: '123456',
      first_name: 'Ahmad'.repeat(1200),
      last_name: 'Khalil'.repeat(1200),
      email: `long-${mobile}@example.com`,
      country_code: '971',
      mobile_number: mobile,
      password: 'Sandbox#2026',
      confirm_password: 'Sandbox#2026',
      accept_terms: '1',
    },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  await page.goto(`${OASIS}/login?lang=en`);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill('Sandbox#2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${OASIS}/?lang=en`);
  await expect(page.getByRole('button', { name: /Ahmad/ })).toBeVisible();
  const session = (await page.context().cookies()).filter((c) => c.name.includes('session-token'));
  expect(session.map((c) => c.name)).toEqual(['authjs.session-token']);
  expect(session[0]!.value.length).toBeLessThan(1500);
  for (const p of ['/events?lang=en', '/profile/user?lang=en', '/cart?lang=en', '/?lang=ar']) {
    const res = await page.goto(`${OASIS}${p}`);
    expect(res?.status(), p).toBeLessThan(400);
  }
});

test('§7 a sandbox page never tries to reach the internet (no tag manager in the shipped seed)', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!/^(localhost|[a-z0-9-]+\.localhost|127\.0\.0\.1)$/.test(u.hostname) && u.protocol.startsWith('http')) outside.push(r.url());
  });
  for (const url of [`${OASIS}/?lang=en`, `${host('arena')}/?lang=ar`, `${OASIS}/events?lang=ar`, `${host('arena')}/offers?lang=en`]) {
    await page.goto(url);
    await page.waitForLoadState('load');
    await page.mouse.move(10, 10);
    await page.waitForTimeout(500);
  }
  expect(outside).toEqual([]);
});

test('§10 single sign-on from an Arabic page comes back to the Arabic page', async ({ page }) => {
  await page.goto(`${OASIS}/events?lang=ar`);
  await page.goto(`${OASIS}/login?lang=ar&nextUrl=${encodeURIComponent('/events?lang=ar')}`);
  await page.getByRole('button', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`${OASIS}/events?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page.context().clearCookies();
  await page.goto(`${OASIS}/login?lang=ar`);
  await page.getByRole('button', { name: 'تسجيل الدخول عبر الهوية الرقمية (UAE PASS)' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(`${OASIS}/?lang=ar`);
});
