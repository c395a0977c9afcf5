import { type Browser, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen } from './support/storefront';

// Issue 25, the stage of a return from its dates (SPEC §9: 2 years of warranty), in Polish and English: the
// new return form proposes the stage from the purchase date and offers only it and later ones; the server
// refuses an earlier one with why, in the caller's language; staff correct the stage in the panel, and the
// return's history names the change.

const texts = {
  pl: {
    add: '/pl/reklamacje/dodaj',
    purchaseDate: /^Data zakupu/,
    stage: /^Etap/,
    noDate: 'Podaj datę zakupu, a zaproponujemy etap zgłoszenia.',
    over: (lastDay: string) => `Dwuletnia gwarancja skończyła się ${lastDay}: możliwy jest tylko etap „Po gwarancji”.`,
    options: { over: ['Po gwarancji'], within: ['Gwarancja', 'Po gwarancji'] },
    refused:
      'Towar został już dostarczony, więc zgłoszenie nie jest „Przed sprzedażą”: wybierz „Gwarancja” albo „Po gwarancji”',
    adminStage: 'Etap',
    correct: 'Popraw etap',
    corrected: 'Etap zgłoszenia to teraz „Przedsprzedaż”',
  },
  en: {
    add: '/en/rma/add',
    purchaseDate: /^Purchase date/,
    stage: /^Stage/,
    noDate: 'Give the purchase date and we will propose the stage of your claim.',
    over: (lastDay: string) => `The 2-year warranty ended on ${lastDay}: only “After warranty” is possible.`,
    options: { over: ['After warranty'], within: ['Warranty', 'After warranty'] },
    refused: 'The goods have been delivered, so the claim is not “Before sale”: choose “Warranty” or “After warranty”',
    adminStage: 'Stage',
    correct: 'Correct the stage',
    corrected: "The return's stage is now “Presales”",
  },
};

const storefront = { Authorization: 'Bearer shop-storefront' };
const receiptPdf =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** The Warsaw date `years` years before today, and how the shop writes the day two years after it. */
function yearsAgo(years: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const [y, m] = today.split('-').map(Number) as [number, number];
  // The 1st of the month keeps every date valid (no 29 February).
  const date = `${y - years}-${String(m).padStart(2, '0')}-01`;
  const lastDay = `01.${String(m).padStart(2, '0')}.${y - years + 2}`;
  return { date, lastDay, today };
}

/** A new customer with one address, signed in in a browser of their own. */
async function newCustomer(browser: Browser, lang: 'pl' | 'en') {
  const page = await (await browser.newContext()).newPage();
  const email = `etap.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { ...storefront, 'X-Language': lang };
  const registered = await page.request.post('/api/account/register', {
    headers,
    data: {
      firstName: 'Anna',
      lastName: 'Nowak',
      email,
      password: 'rower-etap-2026',
      repeatPassword: 'rower-etap-2026',
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
  expect(address.ok(), `adding an address: ${address.status()}`).toBe(true);
  return { page, email, headers, addressId: ((await address.json()) as { id: string }).id };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: the form proposes the stage from the purchase date, the server refuses an earlier one, staff correct it`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page, email, headers, addressId } = await newCustomer(browser, lang);
    await page.goto(t.add);
    await expectScreen(page, 'mf-account', 'rmaCreate');
    const form = page.locator('form[data-form="rma"]');
    await expect(form).toBeVisible({ timeout: 20_000 });
    const stage = form.getByLabel(t.stage);
    await expect(stage).toHaveAccessibleDescription(t.noDate);

    const old = yearsAgo(3);
    await form.getByLabel(t.purchaseDate).fill(old.date);
    await expect(stage.locator('option')).toHaveText(t.options.over);
    await expect(stage).toHaveValue('post_warranty');
    await expect(stage).toHaveAccessibleDescription(t.over(old.lastDay));
    await expectNoSeriousA11yViolations(page, `the new return form with a proposed stage (${lang})`);

    await form.getByLabel(t.purchaseDate).fill(yearsAgo(1).date);
    await expect(stage.locator('option')).toHaveText(t.options.within);
    await expect(stage).toHaveValue('warranty');

    // The server holds the same rule: pre-sales for goods the customer has is refused, saying why.
    const fields = {
      requestedAction: 'repair',
      purchaseDate: yearsAgo(1).date,
      orderDate: yearsAgo(1).date,
      addressId,
      contactEmail: email,
      contactPhone: '+48 600 100 200',
      items: JSON.stringify([{ category: 'Rower', productName: 'Zefir Trail 29', problem: 'Skrzypi suport' }]),
      files: { name: 'paragon.pdf', mimeType: 'application/pdf', buffer: Buffer.from(receiptPdf, 'latin1') },
    };
    const refused = await page.request.post('/api/rma', { headers, multipart: { ...fields, stage: 'presales' } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ stage: t.refused });
    const filed = await page.request.post('/api/rma', { headers, multipart: { ...fields, stage: 'warranty' } });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id } = (await filed.json()) as { id: string };

    // Staff correct it either way in the panel.
    const staff = await (await browser.newContext()).newPage();
    await signInAsDemoAdmin(staff);
    await staff.goto(`/${lang}/admin/returns/${id}`);
    const adminStage = staff.locator('form[data-form="return-stage"]').getByLabel(t.adminStage);
    await expect(adminStage).toHaveValue('warranty', { timeout: 20_000 });
    await adminStage.selectOption('presales');
    await staff.getByRole('button', { name: t.correct }).click();
    await expect(staff.getByText(t.corrected)).toBeVisible();
    await expectNoSeriousA11yViolations(staff, `the admin return with the stage correction (${lang})`);
    await staff.context().close();
    await page.context().close();
  });
}
