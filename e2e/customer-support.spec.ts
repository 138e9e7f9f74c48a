import { test, expect } from './support/test';
import { ARENA, OASIS } from './support/hosts';

/**
 * Issue 24 §8, spec §2: /customer-support is a public route. A visitor who follows the footer's link reads what it is
 * for and a sign-in prompt (never a redirect away), signs in, lands back on the page, opens a ticket and replies to
 * it, in English and Arabic; a venue without support (allow_support off) answers 404.
 */
const WORDS = {
  en: {
    footer: 'Customer Support',
    prompt: 'Log in to open a ticket and see the replies.',
    login: 'Log in',
    mobile: 'Mobile number',
    password: 'Password',
    loginButton: 'Login',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    opened: 'Ticket opened.',
    reply: 'Your reply',
    sendReply: 'Send reply',
    replied: 'Reply sent.',
    back: 'All tickets',
  },
  ar: {
    footer: 'دعم العملاء',
    prompt: 'سجّل الدخول لفتح تذكرة ومشاهدة الردود.',
    login: 'تسجيل الدخول',
    mobile: 'رقم الجوال',
    password: 'كلمة المرور',
    loginButton: 'تسجيل الدخول',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال',
    opened: 'تم فتح التذكرة.',
    reply: 'ردك',
    sendReply: 'إرسال الرد',
    replied: 'تم إرسال الرد.',
    back: 'كل التذاكر',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test(`a visitor reaches support from the footer, signs in there and opens a ticket, then replies (${lang})`, async ({ page }) => {
    await page.goto(`${OASIS}/?lang=${lang}`);
    await page.getByRole('contentinfo').getByRole('link', { name: w.footer }).click();
    await expect(page).toHaveURL(/\/customer-support\?lang=/);
    await expect(page.getByRole('heading', { level: 1, name: w.footer })).toBeVisible();
    await expect(page.getByText(w.prompt)).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: w.login, exact: true }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await page.getByRole('textbox', { name: w.mobile }).fill('501234567');
    await page.getByLabel(w.password, { exact: true }).fill('Sandbox#2026');
    await page.getByRole('button', { name: w.loginButton, exact: true }).click();
    await expect(page).toHaveURL(/\/customer-support\?lang=/);

    const subject = `Lights on court 2 (${lang} ${Date.now()})`;
    await page.getByLabel(w.subject).fill(subject);
    await page.getByLabel(w.message, { exact: true }).fill('The lights flicker after 21:00.');
    await page.getByRole('button', { name: w.send, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(w.opened)).toBeVisible();

    await page.getByRole('textbox', { name: w.reply }).fill('It happened again on Friday.');
    await page.getByRole('button', { name: w.sendReply }).click();
    await expect(page.getByText(w.replied)).toBeVisible();
    await expect(page.getByText('It happened again on Friday.')).toBeVisible();
    await page.getByRole('link', { name: w.back }).click();
    await expect(page.getByRole('link', { name: subject })).toBeVisible();
  });
}

test('a venue without support answers 404 for the support page', async ({ page }) => {
  const res = await page.goto(`${ARENA}/customer-support?lang=en`);
  expect(res?.status()).toBe(404);
});
