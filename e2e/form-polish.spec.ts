import { test, expect, type Page } from './support/test';
import { OASIS, TEMPLE } from './support/hosts';
import { toasts } from './support/toasts';

/**
 * Forms and sign-in polish: a sign-in failure is said once, beside the form (role=alert), never again in a toast;
 * a configured form's emirates_id field takes 15 digits at most, as the visitor form (spec §5, §9); file inputs speak
 * the page's language (no browser 'Choose File' in Arabic).
 */
const T = {
  en: {
    mobile: 'Mobile number', password: 'Password', login: 'Login', wrong: 'Invalid mobile number or password',
    byEmail: 'Email and code', email: 'Email', robot: 'I’m not a robot', send: 'Send code', code: 'Enter the code', verify: 'Verify', wrongCode: 'Invalid OTP',
    eid: 'Emirates ID', eidFormat: 'Emirates ID format is incorrect.', eidInvalid: 'Emirates ID number is not valid.',
    certificate: 'Medical certificate', uploaded: 'Uploaded: certificate.pdf', choose: 'Choose a file', none: 'No file chosen', temple: 'Book Your Visit',
  },
  ar: {
    mobile: 'رقم الجوال', password: 'كلمة المرور', login: 'تسجيل الدخول', wrong: 'رقم الجوال أو كلمة المرور غير صحيحة',
    byEmail: 'البريد الإلكتروني ورمز التحقق', email: 'البريد الإلكتروني', robot: 'لست روبوتًا', send: 'إرسال الرمز', code: 'أدخل الرمز', verify: 'تحقق', wrongCode: 'رمز التحقق غير صحيح',
    eid: 'رقم الهوية الإماراتية', eidFormat: 'صيغة رقم الهوية الإماراتية غير صحيحة.', eidInvalid: 'رقم الهوية الإماراتية غير صالح.',
    certificate: 'الشهادة الطبية', uploaded: 'تم الرفع: certificate.pdf', choose: 'اختر ملفًا', none: 'لم يتم اختيار أي ملف', temple: 'احجز زيارتك',
  },
} as const;
type Lang = keyof typeof T;
const LANGS = ['en', 'ar'] as const;

const dismissLead = (page: Page) => page.addInitScript(() => sessionStorage.setItem('leadFormDismissed', '1'));

/** The failure is on the page exactly once: beside the form, not in the toaster as well. */
async function saidOnce(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toHaveCount(1);
  await expect(toasts(page).getByText(text)).toHaveCount(0);
}

async function wrongPassword(scope: ReturnType<Page['getByRole']> | Page, lang: Lang) {
  await scope.getByRole('textbox', { name: T[lang].mobile }).fill('505555555');
  await scope.getByLabel(T[lang].password, { exact: true }).fill('Wrong#2026x');
  await scope.getByRole('button', { name: T[lang].login, exact: true }).click();
}

test.describe('a sign-in failure is said once, beside the form', () => {
  for (const lang of LANGS) {
    test(`login page: a wrong password, then a wrong emailed code (${lang})`, async ({ page }) => {
      await dismissLead(page);
      await page.goto(`${OASIS}/login?lang=${lang}`);
      await wrongPassword(page, lang);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(T[lang].wrong);
      await saidOnce(page, T[lang].wrong);

      await page.getByRole('button', { name: T[lang].byEmail }).click();
      await page.getByRole('main').getByLabel(T[lang].email, { exact: true }).fill('member@example.com');
      await page.getByLabel(T[lang].robot).check();
      await page.getByRole('button', { name: T[lang].send }).click();
      const dialog = page.getByRole('dialog', { name: T[lang].code });
      await dialog.getByRole('textbox').fill('000000');
      await dialog.getByRole('button', { name: T[lang].verify }).click();
      await expect(dialog.getByText(T[lang].wrongCode)).toBeVisible();
      await saidOnce(page, T[lang].wrongCode);
    });

    test(`login modal: a wrong password (${lang})`, async ({ page }) => {
      // The special-mode venue asks a guest to sign in, in the login modal, before booking opens.
      await page.goto(`${TEMPLE}/?lang=${lang}`);
      await page.getByRole('button', { name: T[lang].temple }).click();
      const modal = page.getByRole('dialog', { name: T[lang].login, exact: true });
      await wrongPassword(modal, lang);
      await expect(modal.getByRole('alert')).toHaveText(T[lang].wrong);
      await saidOnce(page, T[lang].wrong);
    });
  }
});

test.describe('configured form: the emirates_id field (spec §5, §9: dashes optional, max length 15)', () => {
  test.beforeEach(({ page }) => dismissLead(page));

  for (const lang of LANGS) {
    test(`takes 15 digits, drops dashes typed or pasted, checks on blur (${lang})`, async ({ page }) => {
      await page.goto(`${OASIS}/form/academy-registration?lang=${lang}`);
      const eid = page.getByRole('textbox', { name: T[lang].eid });
      await expect(eid).toHaveAttribute('maxlength', '15');
      // Typed with its dashes: the dashes are dropped, all 15 digits stay.
      await eid.pressSequentially('784-1990-1234567-0');
      await expect(eid).toHaveValue('784199012345670');
      await eid.blur();
      await expect(page.getByText(T[lang].eidInvalid)).toBeVisible();
      await expect(eid).toHaveAccessibleDescription(T[lang].eidInvalid);
      // Pasted with its dashes: the 15 digits, not the first 15 characters.
      await eid.fill('');
      await eid.evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', '784-1990-1234567-6');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(eid).toHaveValue('784199012345676');
      await eid.blur();
      await expect(page.getByText(T[lang].eidInvalid)).toHaveCount(0);
      await expect(page.getByText(T[lang].eidFormat)).toHaveCount(0);
      // Too short: the format message, on blur.
      await eid.fill('7841990');
      await eid.blur();
      await expect(page.getByText(T[lang].eidFormat)).toBeVisible();
    });
  }
});

test.describe('file inputs in the page language', () => {
  test.beforeEach(({ page }) => dismissLead(page));

  for (const lang of LANGS) {
    test(`a labelled button and the chosen file's name, by keyboard too (${lang})`, async ({ page }) => {
      await page.goto(`${OASIS}/form/academy-registration?lang=${lang}`);
      const main = page.getByRole('main');
      const input = main.getByLabel(T[lang].certificate);
      await expect(main.getByText(T[lang].choose, { exact: true })).toBeVisible();
      await expect(main.getByText(T[lang].none, { exact: true })).toBeVisible();
      // The browser's own button and words are not shown: its input is visually hidden (1 px), the page's words are.
      expect((await input.boundingBox())!.width).toBeLessThanOrEqual(1);
      // The real input is reachable: it takes focus from the keyboard and carries the field's name.
      await input.focus();
      await expect(input).toBeFocused();
      await input.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test\n') });
      await expect(main.getByText('certificate.pdf', { exact: true })).toBeVisible();
      await expect(main.getByText(T[lang].uploaded)).toBeVisible();
      await expect(main.getByText(T[lang].none, { exact: true })).toHaveCount(0);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await input.evaluate((el) => el.closest('div')?.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `test-results/form-polish-file-${lang}-${width}.png` });
      }
    });
  }
});
