import { test, expect, type Page } from './support/test';
import { toasts } from './support/toasts';
import { host } from './support/hosts';
import { signInFast } from './support/session';

/**
 * Participant details on a venue whose visitor form turns on every visibility and requirement flag (issue 15 §1):
 * the test venue of sandbox/seed/test/participants.json on participants.localhost (dob, gender, nationality, ID,
 * religion and purpose of visit all visible and required; required extra fields of the shared form renderer: a
 * drop-down, a text box, a file and a disclaimer; a signed-in customer with a saved family member whose additional
 * data the provider holds). Both languages: required-field errors, religion, the searchable nationality picker, the
 * Emirates ID's 15 characters, ID document and file uploads reaching the sandbox, the family member's fill, and the
 * booking reaching the cart with what was entered.
 */
const SITE = host('participants');
const TZ = 'Asia/Dubai';
const dubai = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const T = {
  en: {
    open: 'Book a Court', service: 'Service', serviceName: 'Swimming', date: 'Booking date', range: 'Time range', slot: '10:00 AM', more: 'More Swim session', add: /^Add to cart/, added: 'Added to cart',
    visitors: 'Visitor details: Training Pool', visitor: (n: number) => `Visitor ${n}`, save: 'Save and add to cart', fill: 'Please fill all the required fields',
    required: (f: string) => `${f} is required`, religion: 'Religion', tag: 'Purpose of visit', nationality: 'Nationality', idNumber: 'ID number', family: 'Saved family member',
    name: 'Name', countryCode: 'Country code', mobile: 'Mobile number', emirates: 'United Arab Emirates', lebanon: 'Lebanon', search: 'Jord', jordan: 'Jordan',
    islam: 'Islam', leisure: 'Leisure', level: 'Swimming level', emergency: 'Emergency contact name', certificate: 'Medical certificate', agree: 'I agree', front: 'Emirates ID (front)',
    uploaded: (n: string) => `Uploaded: ${n}`, intermediate: 'Intermediate', product: 'Swim session', count: '2 visitors',
  },
  ar: {
    open: 'احجز ملعبًا', service: 'الخدمة', serviceName: 'السباحة', date: 'تاريخ الحجز', range: 'الفترة الزمنية', slot: '10:00 ص', more: 'زيادة جلسة سباحة', add: /^أضف إلى السلة/, added: 'تمت الإضافة إلى السلة',
    visitors: 'بيانات الزوار: مسبح التدريب', visitor: (n: number) => `الزائر ${n}`, save: 'احفظ وأضف إلى السلة', fill: 'يرجى تعبئة جميع الحقول المطلوبة',
    required: (f: string) => `${f} مطلوب`, religion: 'الديانة', tag: 'الغرض من الزيارة', nationality: 'الجنسية', idNumber: 'رقم الهوية', family: 'فرد محفوظ من العائلة',
    name: 'الاسم', countryCode: 'رمز الدولة', mobile: 'رقم الجوال', emirates: 'الإمارات العربية المتحدة', lebanon: 'لبنان', search: 'الأرد', jordan: 'الأردن',
    islam: 'Islam', leisure: 'ترفيه', level: 'مستوى السباحة', emergency: 'اسم جهة الاتصال للطوارئ', certificate: 'الشهادة الطبية', agree: 'أوافق', front: 'الهوية الإماراتية (الوجه الأمامي)',
    uploaded: (n: string) => `تم الرفع: ${n}`, intermediate: 'Intermediate', product: 'جلسة سباحة', count: 'زائران',
  },
} as const;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%test\n');

async function signIn(page: Page) {
  await signInFast(page, SITE, '508888888');
}

/** Uploads a file through an input and waits for the sandbox's file/save/data to store it. */
async function upload(page: Page, input: ReturnType<Page['getByLabel']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const stored = page.waitForResponse((r) => r.url().includes('/api/provider/file/save/data'));
  await input.setInputFiles(file);
  expect((await stored).status()).toBe(200);
}

for (const lang of ['en', 'ar'] as const) {
  test(`participant details with every flag on (${lang})`, async ({ page }) => {
    const t = T[lang];
    await signIn(page);
    await page.goto(`${SITE}/?lang=${lang}`);
    await page.getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.open });
    await dialog.getByLabel(t.service).selectOption({ label: t.serviceName });
    await dialog.getByLabel(t.date).fill(dubai(lang === 'en' ? 3 : 4));
    await dialog.getByLabel(t.range).selectOption('r3');
    await dialog.getByRole('radio', { name: t.slot, exact: true }).check();
    await dialog.getByRole('button', { name: new RegExp(`^${lang === 'en' ? 'Continue' : 'متابعة'}`) }).click();
    const more = dialog.getByRole('button', { name: t.more });
    await more.click();
    await more.click();
    await dialog.getByRole('button', { name: t.add }).click();

    const visitors = page.getByRole('dialog', { name: t.visitors });
    await expect(visitors).toBeVisible();
    const first = visitors.getByRole('group', { name: t.visitor(1), exact: true });
    const second = visitors.getByRole('group', { name: t.visitor(2), exact: true });

    // Visitor 1 is the signed-in customer: the shared dial-code picker and the nationality picker, locked.
    await expect(first.getByRole('combobox', { name: t.countryCode })).toHaveValue('+971');
    await expect(first.getByRole('combobox', { name: t.nationality })).toHaveValue(t.emirates);
    await expect(first.getByRole('combobox', { name: t.nationality })).toHaveJSProperty('readOnly', true);

    // Every flag is on: saving empty blocks names each required field in the page's language.
    await visitors.getByRole('button', { name: t.save }).click();
    await expect(visitors.getByRole('alert').filter({ hasText: t.fill })).toBeVisible();
    for (const field of [t.religion, t.tag, t.nationality, t.name, t.level, t.emergency]) await expect(second.getByText(t.required(field), { exact: true })).toBeVisible();
    await expect(first.getByText(t.required(t.religion), { exact: true })).toBeVisible();

    // The Emirates ID keeps 15 characters: typed with its dashes it holds the 15 digits, and no more.
    const eid = first.getByLabel(t.idNumber, { exact: true });
    await expect(eid).toHaveAttribute('maxlength', '15');
    await eid.pressSequentially('784-1990-1234567-69');
    await expect(eid).toHaveValue('784199012345676');
    await eid.blur();

    // Visitor 1: religion from the venue's list, purpose, an ID document and the extra fields (a real upload).
    await first.getByRole('combobox', { name: t.religion }).selectOption({ label: t.islam });
    await first.getByRole('combobox', { name: t.tag }).selectOption({ label: t.leisure });
    await upload(page, first.getByLabel(t.front, { exact: true }), { name: 'eid-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(first.getByText(t.uploaded('eid-front.png'))).toBeVisible();
    await first.getByLabel(t.level).selectOption('Advanced');
    await first.getByLabel(t.emergency).fill('Sami Khoury');
    await upload(page, first.getByLabel(t.certificate), { name: 'medical.pdf', mimeType: 'application/pdf', buffer: PDF });
    await first.getByRole('checkbox', { name: t.agree }).check();

    // Visitor 2 picks the saved family member: their details and, from their additional data, their extra fields.
    await second.getByLabel(t.family).selectOption({ label: 'Rami Khoury' });
    await expect(second.getByLabel(t.name, { exact: true })).toHaveValue('Rami Khoury');
    await expect(second.getByRole('combobox', { name: t.nationality })).toHaveValue(t.lebanon);
    await expect(second.getByLabel(t.level)).toHaveValue(t.intermediate);
    await expect(second.getByLabel(t.emergency)).toHaveValue('Mariam Khoury');
    // The nationality picker is searchable, in the page's language.
    const nationality = second.getByRole('combobox', { name: t.nationality });
    await nationality.click();
    await nationality.fill(t.search);
    await page.getByRole('option', { name: t.jordan }).click();
    await expect(nationality).toHaveValue(t.jordan);
    await second.getByRole('combobox', { name: t.religion }).selectOption({ label: t.islam });
    await second.getByRole('combobox', { name: t.tag }).selectOption({ label: t.leisure });
    await second.getByLabel(t.idNumber, { exact: true }).fill('784199012345676');
    await upload(page, second.getByLabel(t.certificate), { name: 'rami.pdf', mimeType: 'application/pdf', buffer: PDF });
    await second.getByRole('checkbox', { name: t.agree }).check();

    await visitors.getByRole('button', { name: t.save }).click();
    await expect(visitors).toBeHidden();
    await expect(toasts(page)).toContainText(t.added);
    // The cart line carries the visitor blocks as the order will send them.
    const saved = await page.evaluate(() => Object.values({ ...window.sessionStorage }).join(''));
    expect(saved).toContain('"religion_id":"1"');
    expect(saved).toContain('"nationality":"400"');
    expect(saved).toContain('"customer_id":9101');
    expect(saved).toMatch(/"documents":\{"id_front":"uploads\/[^"]+\.png"\}/);
    expect(saved).toMatch(/"medical-certificate":"uploads\/[^"]+\.pdf"/);
    expect(saved).toContain('"swim-level":{"value":"Intermediate"}');
    await page.goto(`${SITE}/cart?lang=${lang}`);
    await expect(page.getByRole('heading', { name: t.product })).toBeVisible();
    await expect(page.getByText(t.count)).toBeVisible();
  });
}
