import { test, expect, type Page } from './support/test';
import { OASIS } from './support/hosts';
import { COURTS, dubaiDate, placePaidFacilityOrder, SANDBOX_API, sandboxLogin, signInTo } from './support/orders';

/**
 * Issue 23 items 2 and 4, issue 24 item 5, in a real browser, English and Arabic, phone (390 px) and laptop: a
 * facility booking is rescheduled through the slot grid (the booking's free slots), each refusal (a past day, a
 * date outside the window, a slot taken meanwhile, an hour that passed while the page was open) has its own message
 * and changes nothing; cancel asks first in a dialog that says how much is refunded and where (the provider's
 * answer), refunds once however often it is pressed, and the refunded order says so.
 */
// Nadia Farouk (sandbox/seed/test/self-service.json): her own wallet, which no other spec spends.
const CUSTOMER = '504040404';
const MEMBER = '502222222';

const T = {
  en: {
    order: (id: number) => `Order #${id}`,
    reschedule: 'Reschedule',
    newDate: 'New date',
    move: 'Move booking',
    rescheduled: 'Booking rescheduled.',
    pastDay: 'That day has passed. Please choose today or a later date.',
    pastHour: 'That time has already passed today. Please choose a later slot.',
    outside: 'That date is beyond the booking window. Please choose an earlier date.',
    taken: 'That time is not available. Please choose another slot.',
    linked: 'This time is already booked on a linked facility (the whole court or one of its halves). Please choose another slot.',
    noSlots: 'No free slots on this date. Please choose another date.',
    clock: (h: number) => `${String(h).padStart(2, '0')}:00 AM`,
    cancel: 'Cancel booking',
    dialog: 'Cancel this booking?',
    toCard: 'AED 210 goes back to the card you paid with.',
    toWallet: 'AED 210 goes back to your wallet.',
    keep: 'Keep the booking',
    confirm: 'Yes, cancel the booking',
    cancelled: 'Booking cancelled.',
    refundStatus: 'Refund Requested',
    refundLine: 'Refunded to card',
  },
  ar: {
    order: (id: number) => `الطلب رقم ${id}`,
    reschedule: 'إعادة الجدولة',
    newDate: 'التاريخ الجديد',
    move: 'نقل الحجز',
    rescheduled: 'تمت إعادة جدولة الحجز.',
    pastDay: 'لقد مضى هذا اليوم. يرجى اختيار اليوم أو تاريخ لاحق.',
    pastHour: 'لقد مضى هذا الوقت اليوم. يرجى اختيار موعد لاحق.',
    outside: 'هذا التاريخ خارج فترة الحجز المتاحة. يرجى اختيار تاريخ أقرب.',
    taken: 'هذا الوقت غير متاح. يرجى اختيار وقت آخر.',
    linked: 'هذا الوقت محجوز في مرفق مرتبط (الملعب الكامل أو أحد نصفيه). يرجى اختيار وقت آخر.',
    noSlots: 'لا توجد مواعيد متاحة في هذا التاريخ. يرجى اختيار تاريخ آخر.',
    clock: (h: number) => `${String(h).padStart(2, '0')}:00 ص`,
    cancel: 'إلغاء الحجز',
    dialog: 'هل تريد إلغاء هذا الحجز؟',
    toCard: 'يُعاد AED 210 إلى البطاقة التي دفعت بها.',
    toWallet: 'يُعاد AED 210 إلى محفظتك.',
    keep: 'الإبقاء على الحجز',
    confirm: 'نعم، ألغِ الحجز',
    cancelled: 'تم إلغاء الحجز.',
    refundStatus: 'تم طلب الاسترداد',
    refundLine: 'مسترد إلى البطاقة',
  },
} as const;

/** A Padel Court 1 booking of the customer paid whole from the wallet. */
async function placeWalletOrder(date: string, start: string, end: string): Promise<number> {
  const bearer = await sandboxLogin(CUSTOMER);
  const form = new FormData();
  form.set('products', JSON.stringify({ capacity_facility: [{ product_id: 111, quantity: 1, facility_id: 11, venue_service_id: 1, date, start_time: start, end_time: end }] }));
  form.set('return_url', OASIS);
  form.set('is_wallet', '1');
  form.set('locale', 'en');
  const r = await fetch(`${SANDBOX_API}/api/v2/orders`, { method: 'POST', headers: { 'x-site-token': 'oasis-site-token', authorization: `Bearer ${bearer}` }, body: form });
  const body = (await r.json()) as { data: { order_id: number; url: string | null } };
  expect(r.status, JSON.stringify(body)).toBe(200);
  expect(body.data.url, 'paid whole by the wallet').toBeNull();
  return body.data.order_id;
}

/** The card of this order only: "Order #1" must not find the cards of orders #10 to #19. */
const orderLine = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);

/** Dubai's hour now (the venue's time zone), 0-23. */
const dubaiHour = () => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));

async function fitsThePhone(page: Page, phone: boolean) {
  if (phone) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe('reschedule and cancel', () => {
  test.describe.configure({ timeout: 150_000 });

  for (const [lang, phone, day] of [['en', false, 3], ['ar', true, 4]] as const) {
    const t = T[lang];
    test(`reschedule through the slot grid; each refusal its own message, nothing changed (${lang}, ${phone ? 'phone' : 'laptop'})`, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await page.clock.install();
      const date = dubaiDate(day);
      const orderId = await placePaidFacilityOrder(CUSTOMER, date, '02:00:00', '03:00:00');
      const scheduleReads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/facilities/schedule')) scheduleReads.push(r.url());
      });
      await signInTo(page, OASIS, CUSTOMER, `/profile/facility-bookings?lang=${lang}`);
      const card = page.getByRole('article').filter({ hasText: orderLine(t.order(orderId)) });
      // A closed "Reschedule" asks for nothing: the grid mounts for the booking the customer opens, not for every card.
      await expect(card.getByText(t.reschedule, { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(scheduleReads).toEqual([]);
      await card.getByText(t.reschedule, { exact: true }).click();
      const dateBox = card.getByLabel(t.newDate);
      await expect(dateBox).toHaveValue(date);
      // The booking's own slot is not offered; the grid is the date's free slots.
      await expect(card.getByRole('radio', { name: t.clock(4) })).toBeVisible();
      await expect(card.getByRole('radio', { name: t.clock(2) })).toHaveCount(0);

      // A past day, and a day beyond the window (14 days for padel): their own messages, no grid.
      await dateBox.fill(dubaiDate(-1));
      await expect(card.getByRole('alert')).toHaveText(t.pastDay);
      await dateBox.fill(dubaiDate(20));
      await expect(card.getByRole('alert')).toHaveText(t.outside);

      // A slot taken meanwhile by another customer: refused by the provider, the booking stands.
      await dateBox.fill(date);
      await card.getByRole('radio', { name: t.clock(5) }).check();
      await placePaidFacilityOrder(MEMBER, date, '05:00:00', '06:00:00');
      await card.getByRole('button', { name: t.move }).click();
      await expect(card.getByRole('alert')).toHaveText(t.taken);
      await expect(card.getByRole('alert')).toBeFocused();
      await expect(card.getByRole('radio', { name: t.clock(5) })).toHaveCount(0);

      // Today: no past hour is offered; an hour that passes while the page is open is refused with its message. The
      // page's clock moves to one minute past the first free slot's start, still today in Dubai at whatever hour the
      // suite runs (three hours on crossed midnight in the evening); from 23:00 in Dubai no hour of today is left.
      await dateBox.fill(dubaiDate(0));
      if (dubaiHour() < 23) {
        const first = card.getByRole('radio').first();
        await first.check();
        const [h, m] = (await first.inputValue()).split(':').map(Number);
        const slotStart = new Date(`${dubaiDate(0)}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+04:00`);
        await page.clock.setSystemTime(new Date(slotStart.getTime() + 60_000));
        await card.getByRole('button', { name: t.move }).click();
        await expect(card.getByRole('alert')).toHaveText(t.pastHour);
        await page.clock.setSystemTime(new Date());
      } else {
        await expect(card.getByText(t.noSlots)).toBeVisible();
      }

      // Still at 02:00 on its date, then moved to a free slot through the grid.
      await page.reload();
      await expect(card).toContainText(t.clock(2));
      await card.getByText(t.reschedule, { exact: true }).click();
      await card.getByRole('radio', { name: t.clock(4) }).check();
      await card.getByRole('button', { name: t.move }).click();
      await expect(card.getByRole('status').filter({ hasText: t.rescheduled })).toBeVisible();
      await expect(card.getByRole('status').filter({ hasText: t.rescheduled })).toBeFocused();
      await expect(card).toContainText(t.clock(4));
      await fitsThePhone(page, phone);
    });
  }

  // Issue 23 item 1: a half court's booking moved onto an hour the full court was booked for meanwhile is refused
  // with the linked facility's own message, as the booking modal words it, not "not available".
  for (const [lang, phone, day] of [['en', false, 10], ['ar', true, 11]] as const) {
    const t = T[lang];
    test(`a move onto an hour a linked court took meanwhile says why (${lang}, ${phone ? 'phone' : 'laptop'})`, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      const date = dubaiDate(day);
      const orderId = await placePaidFacilityOrder(CUSTOMER, date, '08:00:00', '09:00:00', 1, COURTS.halfCourtA);
      await signInTo(page, OASIS, CUSTOMER, `/profile/facility-bookings?lang=${lang}`);
      const card = page.getByRole('article').filter({ hasText: orderLine(t.order(orderId)) });
      await card.getByText(t.reschedule, { exact: true }).click();
      await expect(card.getByLabel(t.newDate)).toHaveValue(date);
      await card.getByRole('radio', { name: t.clock(10) }).check();
      await placePaidFacilityOrder(MEMBER, date, '10:00:00', '11:00:00', 1, COURTS.fullCourt);
      await card.getByRole('button', { name: t.move }).click();
      await expect(card.getByRole('alert')).toHaveText(t.linked);
      await expect(card).toContainText(t.clock(8));
      await fitsThePhone(page, phone);
      await card.getByRole('alert').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/reschedule-linked-${lang}.png` });
    });
  }

  for (const [lang, phone, day] of [['en', true, 5], ['ar', false, 6]] as const) {
    const t = T[lang];
    test(`cancel shows the refund and where it goes, refunds once, and the order says refunded (${lang}, ${phone ? 'phone' : 'laptop'})`, async ({ page }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      const date = dubaiDate(day);
      const byCard = await placePaidFacilityOrder(CUSTOMER, date, '02:00:00', '03:00:00');
      const byWallet = await placeWalletOrder(date, '04:00:00', '05:00:00');
      await signInTo(page, OASIS, CUSTOMER, `/profile/facility-bookings?lang=${lang}`);

      // The wallet's booking: its money would go back to the wallet; kept.
      const walletCard = page.getByRole('article').filter({ hasText: orderLine(t.order(byWallet)) });
      await walletCard.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toContainText(t.toWallet);
      await dialog.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(walletCard.getByRole('button', { name: t.cancel })).toBeVisible();

      // The card's booking: back to the card, confirmed with a double press, cancelled once.
      const card = page.getByRole('article').filter({ hasText: orderLine(t.order(byCard)) });
      await card.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toContainText(t.toCard);
      await fitsThePhone(page, phone);
      await dialog.getByRole('button', { name: t.confirm }).dblclick();
      const said = card.getByRole('status').filter({ hasText: t.cancelled });
      await expect(said).toBeVisible();
      await expect(said).toContainText(t.toCard);
      await expect(said).toBeFocused();
      await expect(card.getByRole('button', { name: t.cancel })).toHaveCount(0);

      // The refunded order: its status and the refund line.
      await page.goto(`/profile/view-tickets/${byCard}?lang=${lang}`);
      await expect(page.getByText(t.refundStatus, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(t.refundLine)).toBeVisible();
      await expect(page.getByText('-AED 210').first()).toBeVisible();
      await fitsThePhone(page, phone);
    });
  }
});
