import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { png } from './support/files';
import { mailTo } from './support/mail';
import { expectScreen } from './support/storefront';

// Issue 14's claim journey, in Polish and English, against the real services of embedded mode: a customer
// files a claim with two photos and a PDF (each file uploads at once, its progress bar reaching 100 %; a
// program renamed to .jpg fails on its own with "try again" and is removed), writes in the thread with a
// photo, staff answer in the panel and move the claim to in_progress, the customer sees both without
// reloading, staff close it and the customer's message box gives way to the notice. The e-mails for the
// filed claim, the staff answer and the status change arrive. Each new screen state is checked with axe.

const texts = {
  pl: {
    add: '/pl/reklamacje/dodaj',
    purchaseDate: /^Data zakupu/,
    orderDate: /^Data zamówienia/,
    address: /^Adres zwrotny/,
    contactEmail: /^E-mail do kontaktu/,
    contactPhone: /^Telefon do kontaktu/,
    category: /^Kategoria produktu/,
    productName: /^Nazwa produktu/,
    problem: /^Opis usterki/,
    addFiles: 'Dodaj pliki',
    retry: 'Spróbuj ponownie: program.jpg',
    remove: 'Usuń program.jpg',
    wrongType: /Plik „program\.jpg” ma nieobsługiwany format/,
    submit: 'Wyślij zgłoszenie',
    message: /^Twoja wiadomość/,
    messageFiles: 'Załączniki (opcjonalnie)',
    send: 'Wyślij wiadomość',
    closed: 'To zgłoszenie jest zamknięte',
    staffAnswerLabel: 'Odpowiedź dla klienta',
    staffSend: 'Wyślij odpowiedź',
    nextStatus: 'Nowy status',
    changeStatus: 'Zmień status',
    inProgress: 'W trakcie',
    close: 'Zamknięte',
    customerText: 'Dołączam jeszcze zdjęcie numeru ramy.',
    staffText: 'Dziękujemy, odbierzemy rower kurierem w czwartek.',
    mails: [/Dziękujemy za zg/, /Serwis odpowiedział w zg/, /Zmienił się status/],
  },
  en: {
    add: '/en/rma/add',
    purchaseDate: /^Purchase date/,
    orderDate: /^Order date/,
    address: /^Return address/,
    contactEmail: /^Contact e-mail/,
    contactPhone: /^Contact phone/,
    category: /^Product category/,
    productName: /^Product name/,
    problem: /^What is wrong/,
    addFiles: 'Add files',
    retry: 'Try again: program.jpg',
    remove: 'Remove program.jpg',
    wrongType: /The file “program\.jpg” is not of an accepted type/,
    submit: 'File the return or claim',
    message: /^Your message/,
    messageFiles: 'Attachments (optional)',
    send: 'Send message',
    closed: 'This return is closed',
    staffAnswerLabel: 'Answer to the customer',
    staffSend: 'Send the answer',
    nextStatus: 'New status',
    changeStatus: 'Change status',
    inProgress: 'In progress',
    close: 'Closed',
    customerText: 'Here is one more photo, of the frame number.',
    staffText: 'Thank you, a courier will collect the bike on Thursday.',
    mails: [
      /Thank you for your return or claim/,
      /Our service team answered on return/,
      /The status of your return has changed/,
    ],
  },
};

const storefront = { Authorization: 'Bearer shop-storefront' };

/** A real one-page PDF saying what a receipt says. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 90 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A new customer with one address in their book, signed in in a browser of their own. */
async function newCustomer(browser: Browser, lang: 'pl' | 'en') {
  const page = await (await browser.newContext()).newPage();
  const email = `reklamacja.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { ...storefront, 'X-Language': lang };
  const registered = await page.request.post('/api/account/register', {
    headers,
    data: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email,
      password: 'rower-reklamacja-1',
      repeatPassword: 'rower-reklamacja-1',
      terms: true,
    },
  });
  expect(registered.ok(), `registering ${email}: ${registered.status()}`).toBe(true);
  const address = await page.request.post('/api/account/addresses', {
    headers,
    data: {
      alias: 'Dom',
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      street: 'Leśna 3',
      zipCode: '05-500',
      city: 'Piaseczno',
      country: 'PL',
    },
  });
  expect(address.ok(), `adding an address: ${address.status()} ${await address.text()}`).toBe(true);
  return { page, email, addressId: ((await address.json()) as { id: string }).id };
}

async function changeStatus(staff: Page, t: (typeof texts)['pl'], status: string) {
  await staff.getByLabel(t.nextStatus).selectOption({ label: status });
  await staff.getByRole('button', { name: t.changeStatus }).first().click();
  await staff.getByRole('dialog').getByRole('button', { name: t.changeStatus }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
}

for (const lang of ['pl', 'en'] as const) {
  test(`a customer files a claim with photos and a PDF, staff answer and close it (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const t = texts[lang];
    const download = (name: string) => (lang === 'pl' ? `Pobierz plik ${name}` : `Download ${name}`);
    const { page, email, addressId } = await newCustomer(browser, lang);

    await page.goto(t.add);
    await expectScreen(page, 'mf-account', 'rmaCreate');
    const form = page.locator('form[data-form="rma"]');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, `the new claim form (${lang})`);

    await form.getByLabel(t.purchaseDate).fill('2025-06-02');
    await form.getByLabel(t.orderDate).fill('2025-06-01');
    await form.getByLabel(t.address).selectOption(addressId);
    await form.getByLabel(t.contactEmail).fill(email);
    await form.getByLabel(t.contactPhone).fill('+48 600 100 200');
    await form.getByLabel(t.category).fill('Rower');
    await form.getByLabel(t.productName).fill('Zefir Trail 29');
    await form.getByLabel(t.problem).fill('Pęknięta rama przy suporcie');

    const photos = ['rama.png', 'suport.png'];
    await form
      .getByLabel(t.addFiles)
      .setInputFiles([
        file(photos[0]!, 'image/png', png(64, 48, [200, 40, 40])),
        file(photos[1]!, 'image/png', png(48, 64, [40, 40, 200])),
        file('paragon.pdf', 'application/pdf', pdf('Paragon 123/2025 Zefir Trail 29')),
        file('program.jpg', 'image/jpeg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)])),
      ]);
    for (const name of [...photos, 'paragon.pdf']) {
      await expect(form.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '100');
    }
    // The program fails on its own: its error, "try again" and "remove"; the rest of the form is untouched.
    await expect(form.getByText(t.wrongType)).toBeVisible();
    await expect(form.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(form.getByRole('button', { name: t.submit })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, `the claim form with a failed file (${lang})`);
    await form.getByRole('button', { name: t.remove }).click();
    await expect(form.getByLabel(t.productName)).toHaveValue('Zefir Trail 29');

    await form.getByRole('button', { name: t.submit }).click();
    await expectScreen(page, 'mf-account', 'rmaDetails');
    const heading = page.getByRole('heading', { level: 1, name: /^RMA\/\d{4}\/\d{5}$/ });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    for (const name of [...photos, 'paragon.pdf'])
      await expect(page.getByRole('button', { name: download(name) })).toBeVisible();
    // The proof of purchase comes back as it was sent.
    const [proof] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: download('paragon.pdf') }).click(),
    ]);
    expect(proof.suggestedFilename()).toBe('paragon.pdf');
    await expect(page.locator('[data-return-status="new"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the filed claim (${lang})`);

    // The customer writes with one more photo, uploaded with its own progress bar.
    await page.getByLabel(t.message).fill(t.customerText);
    await page
      .getByLabel(t.messageFiles)
      .setInputFiles([file('numer-ramy.png', 'image/png', png(32, 32, [20, 160, 20]))]);
    await expect(page.getByRole('progressbar', { name: 'numer-ramy.png' })).toHaveAttribute('aria-valuenow', '100');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.customerText)).toBeVisible();
    await expect(page.getByRole('button', { name: download('numer-ramy.png') })).toBeVisible();

    // Staff answer in the panel and take the claim on.
    const staff = await (await browser.newContext()).newPage();
    await signInAsDemoAdmin(staff);
    await staff.goto(`/${lang}/admin/returns/${id}`);
    await expect(staff.getByText(t.customerText, { exact: true })).toBeVisible({ timeout: 20_000 });
    // Staff see the proof of purchase and the photo sent in the thread, and open the photo.
    await expect(staff.getByRole('button', { name: download('paragon.pdf') })).toBeVisible();
    const [photo] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: download('numer-ramy.png') }).click(),
    ]);
    expect(photo.suggestedFilename()).toBe('numer-ramy.png');
    await staff.getByLabel(t.staffAnswerLabel).fill(t.staffText);
    await staff.getByRole('button', { name: t.staffSend }).click();
    await expect(staff.getByText(t.staffText, { exact: true })).toBeVisible();
    await changeStatus(staff, t, t.inProgress);

    // The customer's page shows both without a reload (the thread is asked again while the tab is visible).
    await expect(page.getByText(t.staffText)).toBeVisible({ timeout: 25_000 });
    await expect(page.locator('[data-return-status="in_progress"]')).toBeVisible({ timeout: 25_000 });
    await expectNoSeriousA11yViolations(page, `the claim with the staff answer (${lang})`);

    await changeStatus(staff, t, t.close);
    await expect(page.getByText(t.closed)).toBeVisible({ timeout: 25_000 });
    await expect(page.getByLabel(t.message)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.send })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `the closed claim (${lang})`);

    for (const pattern of t.mails) await mailTo(page, email, pattern);
  });
}
