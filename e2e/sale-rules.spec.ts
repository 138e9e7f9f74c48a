import { test, expect, type Page } from './support/test';
import { ARENA, host, TEMPLE } from './support/hosts';
import { signInAt } from './support/purchase';
import { dubai, SANDBOX } from './support/cart';
import { toasts } from './support/toasts';

/**
 * Issue 23 item 1: each sale rule at every gate, the page (or add-to-cart), the cart (its steppers and the re-sync
 * before Pay) and the order, where the provider refuses it with its own code (a direct call with a tampered cart).
 * - Event sessions: the test event 37 of sandbox/seed/test/hostile.json has yesterday's session (ended), today's
 *   all-day session (started, whatever the hour) and one in three days (on sale).
 * - The special mode's passes per session: Harmony Temple, customer threshold 4 (sandbox/seed/default.temple.json).
 * - One outlet per order (spec §4 cart rules, cart warning): the arena's Courtside Grill (301) and Sweet Spot Café (302).
 */
const HOSTILE = host('hostile');
const MAX = '505550390'; // Maximilian Wolfe (hostile test seed): nobody else orders with him at these venues
const VISITOR = '505555555'; // Priya Shah, the temple visitor
type Lang = 'en' | 'ar';

const T = {
  en: {
    ended: 'Ended',
    started: 'Started',
    schedule: 'Date and time',
    checkout: 'Checkout',
    card: /^Card/,
    pay: /^Pay /,
    payer: 'Payer details',
    email: 'Email',
    removed: 'Removed from your cart: Sale Rules Evening. This event session has already started: its tickets can no longer be bought.',
    startedLine: 'This event session has already started: its tickets can no longer be bought.',
    closedBlocking: 'Some items in your cart can no longer be bought: remove them to check out.',
    offer: 'Get the offer: Coffee and croissant',
    offerExpired: 'This offer has expired.',
    removeOffer: 'Remove Coffee and croissant',
    removeStandard: 'Remove Standard',
    passLimit: 'Maximum of 4 participants allowed to book per session',
    morePass: 'More Visitor pass',
    outletTitle: 'Cart Error',
    outletText: 'Your cart holds products from another outlet, and an order can be delivered from one outlet only.',
    clear: 'Clear Cart',
    view: 'View Cart',
    cleared: 'Cart Cleared Successfully',
    burger: 'Order Classic beef burger',
    flatWhite: 'Order Flat white',
    outletWarning: 'Your cart holds products from more than one outlet.',
  },
  ar: {
    ended: 'انتهت',
    started: 'بدأت',
    schedule: 'التاريخ والوقت',
    checkout: 'إتمام الشراء',
    card: /^البطاقة/,
    pay: /^ادفع /,
    payer: 'بيانات الدافع',
    email: 'البريد الإلكتروني',
    removed: 'أُزيل من سلتك: أمسية قواعد البيع. بدأ موعد هذه الفعالية بالفعل: لم يعد بالإمكان شراء تذاكره.',
    startedLine: 'بدأ موعد هذه الفعالية بالفعل: لم يعد بالإمكان شراء تذاكره.',
    closedBlocking: 'لم يعد بالإمكان شراء بعض المنتجات في سلتك: أزلها لإتمام الشراء.',
    offer: 'احصل على العرض: قهوة وكرواسون',
    offerExpired: 'انتهت صلاحية هذا العرض.',
    removeOffer: 'إزالة قهوة وكرواسون',
    removeStandard: 'إزالة عادية',
    passLimit: 'يُسمح بحجز 4 مشاركين كحد أقصى في كل جلسة',
    morePass: 'زيادة تذكرة زائر',
    outletTitle: 'خطأ في السلة',
    outletText: 'تحتوي سلتك على منتجات من منفذ آخر، ولا يمكن توصيل الطلب إلا من منفذ واحد.',
    clear: 'مسح السلة',
    view: 'عرض السلة',
    cleared: 'تم مسح السلة بنجاح',
    burger: 'اطلب برغر لحم كلاسيكي',
    flatWhite: 'اطلب فلات وايت',
    outletWarning: 'تحتوي سلتك على منتجات من أكثر من منفذ.',
  },
} as const;

type Line = Record<string, unknown> & { key: string; quantity: number; productType: string; event?: Record<string, unknown>; pos?: { outletId: number | null } };
const stored = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('storefront:cart:'));
    return (key ? JSON.parse(sessionStorage.getItem(key)!).items : []) as Line[];
  });
/** Edits the stored cart as a visitor with the developer tools would (the gates behind must hold anyway). */
async function editStored(page: Page, edit: (items: Line[]) => Line[]) {
  const items = edit(await stored(page));
  await page.evaluate((next) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('storefront:cart:'))!;
    sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), items: next }));
  }, items);
}

/**
 * An order straight to the storefront's order route, as the cart island sends it (lib/api/commerce.ts submitOrder),
 * from the signed-in page itself (its cookies; *.localhost resolves in the browser only).
 */
async function postOrder(page: Page, base: string, bundle: Record<string, unknown>) {
  await page.goto(`${base}/?lang=en`);
  return page.evaluate(async (b) => {
    const res = await fetch('/api/checkout/order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `sale-rules-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
      body: JSON.stringify({
        bundle: b,
        payment: { method: 'card', cardId: null, saveCard: false },
        payer: { firstName: 'Maximilian', lastName: 'Wolfe', email: 'max@example.com', mobile: '+971505550390' },
        locale: 'en',
      }),
    });
    return { status: res.status, body: (await res.json()) as { ok: boolean; code?: string; message?: string | null } };
  }, bundle);
}

/** A copy of `line` for today's all-day session of event 37 (started, whatever the hour). */
const startedSeat = (line: Line): Line => ({ ...line, key: 'tampered', groupKey: 'tampered', event: { ...line.event, scheduleId: 3702, date: dubai(0), start: '00:00:00', end: '23:59:59' } });

const ordersAt = async (page: Page, venue: string) =>
  ((await (await page.request.get(`${SANDBOX}/__admin/orders?venue=${venue}`)).json()) as { data: unknown[] }).data.length;

/** From the cart: Checkout, the signed-in payer's details in, Card, (`meanwhile`), Pay. */
async function payFromCart(page: Page, base: string, lang: Lang, meanwhile?: () => Promise<void>) {
  await page.goto(`${base}/cart?lang=${lang}`);
  await page.getByRole('button', { name: T[lang].checkout }).click();
  await expect(page.getByRole('group', { name: T[lang].payer }).getByRole('textbox', { name: T[lang].email })).not.toHaveValue('');
  await page.getByRole('radio', { name: T[lang].card }).check();
  await meanwhile?.();
  await page.getByRole('button', { name: T[lang].pay }).click();
}

test.describe('event sessions that have started or ended', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`the page shows them as such and offers only the session still on sale (${lang})`, async ({ page }) => {
      await page.goto(`${HOSTILE}/events/37?lang=${lang}`);
      const sessions = page.locator('.schedule-list > li');
      await expect(sessions).toHaveCount(3);
      await expect(sessions.nth(0)).toContainText(T[lang].ended);
      await expect(sessions.nth(1)).toContainText(T[lang].started);
      await expect(sessions.nth(2)).not.toContainText(T[lang].started);
      const select = page.getByLabel(T[lang].schedule);
      await expect(select).toHaveValue('3703');
      await expect(select.locator('option[value="3701"]')).toBeDisabled();
      await expect(select.locator('option[value="3701"]')).toContainText(`(${T[lang].ended})`);
      await expect(select.locator('option[value="3702"]')).toBeDisabled();
      await expect(select.locator('option[value="3702"]')).toContainText(`(${T[lang].started})`);
      await expect(select.locator('option[value="3703"]')).toBeEnabled();
      if (lang === 'en') {
        await page.getByRole('button', { name: 'More Standard' }).click();
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await expect(toasts(page)).toContainText('Added to cart');
        expect((await stored(page)).map((l) => l.event?.scheduleId)).toEqual([3703]);
      }
    });

    test(`the cart marks a started session and an expired offer, and checks out once they are removed (${lang})`, async ({ page }) => {
      await page.goto(`${HOSTILE}/events/37?lang=en`);
      await page.getByRole('button', { name: 'More Standard' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(toasts(page)).toContainText('Added to cart');
      await editStored(page, (items) => [...items, startedSeat(items[0]!)]);
      await page.goto(`${HOSTILE}/cart?lang=${lang}`);
      const checkout = page.getByRole('button', { name: T[lang].checkout });
      await expect(checkout).toBeDisabled();
      await expect(checkout).toHaveAccessibleDescription(T[lang].closedBlocking);
      const line = page.getByRole('listitem').filter({ hasText: T[lang].startedLine });
      await expect(line).toHaveCount(1);
      await expect(line.getByRole('button', { name: T[lang].removeStandard })).toHaveAccessibleDescription(T[lang].startedLine);
      await line.getByRole('button', { name: T[lang].removeStandard }).click();
      await expect(page.getByRole('listitem').filter({ hasText: T[lang].startedLine })).toHaveCount(0);
      await expect(checkout).toBeEnabled();
      expect((await stored(page)).map((l) => l.event?.scheduleId)).toEqual([3703]);
      // An offer that expired while in the cart (its valid-until day, kept with the line, now yesterday).
      await page.goto(`${ARENA}/offers?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].offer }).click();
      await expect(toasts(page).getByRole('listitem')).toHaveCount(1);
      await editStored(page, (items) => items.map((i) => (i.productType === 'offer' ? { ...i, offer: { ...(i.offer as object), validUntil: dubai(-1) } } : i)));
      await page.goto(`${ARENA}/cart?lang=${lang}`);
      await expect(page.getByRole('listitem').filter({ hasText: T[lang].offerExpired })).toHaveCount(1);
      await expect(page.getByRole('button', { name: T[lang].checkout })).toBeDisabled();
      await expect(page.getByRole('button', { name: T[lang].removeOffer })).toHaveAccessibleDescription(T[lang].offerExpired);
    });

    test(`the re-sync before Pay drops a session that started meanwhile, and nothing is ordered (${lang})`, async ({ page }) => {
      await signInAt(page, HOSTILE, MAX);
      await page.goto(`${HOSTILE}/events/37?lang=en`);
      await page.getByRole('button', { name: 'More Standard' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(toasts(page)).toContainText('Added to cart');
      const before = await ordersAt(page, 'hostile-site-token');
      // The started session's seat, written into storage once the checkout is open.
      await payFromCart(page, HOSTILE, lang, () => editStored(page, (items) => [...items, startedSeat(items[0]!)]));
      await expect(page.getByRole('alert').filter({ hasText: T[lang].removed }).first()).toBeVisible();
      await expect(page).toHaveURL(/step=checkout/);
      expect((await stored(page)).map((l) => l.event?.scheduleId)).toEqual([3703]);
      expect(await ordersAt(page, 'hostile-site-token')).toBe(before);
    });
  }

  test('the order refuses a started and an ended session with their own codes', async ({ page }) => {
    await signInAt(page, HOSTILE, MAX);
    const started = await postOrder(page, HOSTILE, { event: [{ event_id: 37, event_ticket_id: 3750, schedule_id: 3702, quantity: 1 }] });
    expect([started.status, started.body.code, started.body.message]).toEqual([422, 'session_started', 'This event session has already started']);
    const ended = await postOrder(page, HOSTILE, { event: [{ event_id: 37, event_ticket_id: 3750, schedule_id: 3701, quantity: 1 }] });
    expect([ended.status, ended.body.code]).toEqual([422, 'session_ended']);
  });
});

test.describe("the special mode's passes per session (Harmony Temple, threshold 4)", () => {
  /** 4 Visitor passes at 09:00 on `date` from the booking modal ('Your Visit'), into the cart. */
  async function fourPasses(page: Page, date: string) {
    await page.goto(`${TEMPLE}/?lang=en`);
    await page.getByRole('button', { name: 'Book Your Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Your Visit' });
    await dialog.getByLabel('Service').selectOption({ label: 'Temple visit' });
    await dialog.getByLabel('Booking date').fill(date);
    await dialog.getByRole('radio', { name: '09:00 AM', exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const more = dialog.getByRole('button', { name: 'More Visitor pass' });
    for (let i = 0; i < 4; i++) await more.click();
    await expect(more).toBeDisabled();
    await dialog.getByRole('listitem').filter({ hasText: 'Visitor pass' }).getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page).toHaveURL(`${TEMPLE}/cart?lang=en`);
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`the cart's plus stops at the threshold; a quantity raised in storage is refused before Pay (${lang})`, async ({ page }) => {
      await signInAt(page, TEMPLE, VISITOR);
      await fourPasses(page, dubai(lang === 'en' ? 10 : 11));
      await page.goto(`${TEMPLE}/cart?lang=${lang}`);
      await expect(page.getByRole('button', { name: T[lang].morePass })).toBeDisabled();
      await editStored(page, (items) => items.map((i) => (i.productType === 'facility' ? { ...i, quantity: 6 } : i)));
      const before = await ordersAt(page, 'temple-site-token');
      await payFromCart(page, TEMPLE, lang);
      await expect(page.getByRole('alert').filter({ hasText: T[lang].passLimit }).first()).toBeVisible();
      expect(await ordersAt(page, 'temple-site-token')).toBe(before);
      expect((await stored(page)).map((l) => l.quantity)).toEqual([6]);
    });
  }

  test('the order refuses more passes at one slot than the threshold, whichever products (pass_limit)', async ({ page }) => {
    await signInAt(page, TEMPLE, VISITOR);
    const at = (product_id: number, quantity: number) => ({ product_id, quantity, facility_id: 611, venue_service_id: 61, date: dubai(12), start_time: '09:00:00', end_time: '10:00:00' });
    const six = await postOrder(page, TEMPLE, { capacity_facility: [at(6111, 6)] });
    expect([six.status, six.body.code, six.body.message]).toEqual([422, 'pass_limit', 'Maximum of 4 participants allowed to book per session']);
    const mixed = await postOrder(page, TEMPLE, { capacity_facility: [at(6111, 3), at(6112, 2)] });
    expect([mixed.status, mixed.body.code]).toEqual([422, 'pass_limit']);
  });
});

test.describe('one outlet per order (spec §4 cart rules, cart warning)', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a second outlet's product opens the cart warning instead of 'Added to cart'; Clear Cart empties it (${lang})`, async ({ page }) => {
      await page.goto(`${ARENA}/outlets/301?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].burger }).click();
      await expect(toasts(page).getByRole('listitem')).toHaveCount(1);
      await page.goto(`${ARENA}/outlets/302?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].flatWhite }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].outletTitle });
      await expect(dialog).toContainText(T[lang].outletText);
      await expect(dialog.getByRole('link', { name: T[lang].view })).toHaveAttribute('href', /\/cart/);
      await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
      expect((await stored(page)).map((l) => l.pos?.outletId)).toEqual([301]);
      await dialog.getByRole('button', { name: T[lang].clear }).click();
      await expect(toasts(page)).toContainText(T[lang].cleared);
      await expect(dialog).toBeHidden();
      expect(await stored(page)).toEqual([]);
    });

    test(`a cart mixed in storage cannot check out, with the reason (${lang})`, async ({ page }) => {
      await page.goto(`${ARENA}/outlets/301?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].burger }).click();
      await expect(toasts(page).getByRole('listitem')).toHaveCount(1);
      await editStored(page, (items) => [...items, { ...items[0]!, key: 'other-outlet', groupKey: 'other-outlet', productId: 3005, pos: { outletId: 302, outletName: null } }]);
      await page.goto(`${ARENA}/cart?lang=${lang}`);
      const checkout = page.getByRole('button', { name: T[lang].checkout });
      await expect(checkout).toBeDisabled();
      await expect(checkout).toHaveAccessibleDescription(new RegExp(T[lang].outletWarning));
    });
  }

  test('the order refuses products of two outlets (outlets_mixed)', async ({ page }) => {
    await signInAt(page, ARENA, MAX);
    const two = await postOrder(page, ARENA, { pos: [{ outlet_id: 301, product_id: 3001, quantity: 1 }, { outlet_id: 302, product_id: 3005, quantity: 1 }] });
    expect([two.status, two.body.code]).toEqual([422, 'outlets_mixed']);
  });
});
