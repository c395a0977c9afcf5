import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 15, the dealer area's downloads and B2B contacts in both languages: staff (through the panel's API)
// put a PDF in the media library and offer it to dealers under "GPS guides"; the demo dealer opens the
// downloads page, sees the file with its type and size and downloads it under its name; the dealer reveals the
// B2B contacts after accepting the notice, and the acceptance is remembered in the other language; a retail
// customer is told the pages are for dealers and is refused the file by its direct address, as is a guest.
// Under the store locator the dealer asks for a new phone for its own shop, and staff approve it in the panel.

const DEALER = { email: 'zamowienia@rowery-nowak.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };
const RETAIL = { email: 'anna.kowalska@example.pl', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    downloads: '/pl/konto/do-pobrania',
    b2b: '/pl/kontakt-b2b',
    service: 'Serwis',
    gps: 'Instrukcje GPS',
    download: (title: string) => `Pobierz: ${title}`,
    accept: 'Rozumiem, pokaż kontakty',
    contacts: 'Kontakt B2B',
    dealersOnly: 'Strona dla dealerów',
  },
  en: {
    downloads: '/en/account/downloads',
    b2b: '/en/b2b-contact',
    service: 'Service',
    gps: 'GPS guides',
    download: (title: string) => `Download: ${title}`,
    accept: 'I understand, show the contacts',
    contacts: 'B2B contact',
    dealersOnly: 'For dealers',
  },
};

type Lang = keyof typeof texts;

async function signIn(page: Page, who: { email: string; password: string }): Promise<{ id: string }> {
  const answer = await page.request.post('/api/account/login', {
    headers: { Authorization: 'Bearer shop-storefront' },
    data: { username: who.email, password: who.password },
  });
  expect(answer.ok(), `signing in as ${who.email}: ${answer.status()}`).toBe(true);
  return answer.json();
}

/** Staff, in their own browser, upload a PDF and offer it to dealers; answers its id, name and size. */
async function offerToDealers(browser: Browser, baseURL: string, stamp: string) {
  const staff = await browser.newContext({ baseURL });
  try {
    const page = await staff.newPage();
    await signIn(page, demoSuperAdmin);
    const headers = { Authorization: 'Bearer shop-admin', 'X-Language': 'en' };
    const name = `instrukcja-gps-${stamp}.pdf`;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 32), Buffer.from('\n%%EOF\n')]);
    const uploaded = await page.request.post('/api/admin/media/files', {
      headers,
      multipart: { files: { name, mimeType: 'application/pdf', buffer: bytes } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const [file] = (await uploaded.json()).files as { id: string; version: number }[];
    const marked = await page.request.patch(`/api/admin/media/files/${file!.id}`, {
      headers,
      data: {
        version: file!.version,
        dealerName: { pl: `Instrukcja GPS ${stamp}`, en: `GPS guide ${stamp}` },
        dealerItem: 'service.gps',
        dealerLanguages: ['pl', 'en'],
      },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    return { id: file!.id, name, size: bytes.length };
  } finally {
    await staff.close();
  }
}

for (const lang of ['pl', 'en'] as const satisfies Lang[]) {
  const t = texts[lang];

  test(`${lang}: a dealer downloads a file staff offered, under its name, with its type and size`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const file = await offerToDealers(browser, baseURL!, stamp);
    const title = lang === 'pl' ? `Instrukcja GPS ${stamp}` : `GPS guide ${stamp}`;

    await signIn(page, DEALER);
    await page.goto(t.downloads);
    await expectScreen(page, 'mf-dealer', 'downloads');
    const service = remoteFrame(page, 'mf-dealer', 'downloads').getByRole('region', { name: t.service });
    await expect(service.getByRole('heading', { name: t.gps })).toBeVisible({ timeout: 15_000 });
    const line = service.getByRole('listitem').filter({ hasText: title });
    await expect(line).toContainText(lang === 'pl' ? 'PDF · 2,9 KB' : 'PDF · 2.9 KB');
    await expectNoSeriousA11yViolations(page, `the downloads page (${lang})`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      line.getByRole('button', { name: t.download(title) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = await readFile((await download.path())!);
    expect(bytes.length).toBe(file.size);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The library's public address no longer hands the file out.
    const open = await page.request.get(`/media/catalog/file-${file.id}/original`);
    expect(open.status()).toBe(404);
  });

  test(`${lang}: a retail customer and a guest are refused the downloads, also by direct address`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const file = await offerToDealers(browser, baseURL!, `r${lang}${Date.now() % 1_000_000}`);
    const direct = (who: Page) =>
      who.request.get(`/api/catalog/downloads/${file.id}`, { headers: { Authorization: 'Bearer shop-storefront' } });

    const guest = await direct(page);
    expect(guest.status()).toBe(401);

    await signIn(page, RETAIL);
    expect((await direct(page)).status()).toBe(403);
    await page.goto(t.downloads);
    await expectScreen(page, 'mf-dealer', 'downloads');
    const frame = remoteFrame(page, 'mf-dealer', 'downloads');
    await expect(frame.getByRole('heading', { name: t.dealersOnly })).toBeVisible();
    await expect(frame.getByRole('region', { name: t.service })).toHaveCount(0);
    await page.goto(t.b2b);
    await expectScreen(page, 'mf-dealer', 'b2bContact');
    await expect(
      remoteFrame(page, 'mf-dealer', 'b2bContact').getByRole('heading', { name: t.dealersOnly }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the B2B contact page for a retail customer (${lang})`);
  });
}

test('a dealer reveals the B2B contacts after accepting the notice (pl), remembered in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEALER);
  await page.goto(texts.pl.b2b);
  await expectScreen(page, 'mf-dealer', 'b2bContact');
  const frame = remoteFrame(page, 'mf-dealer', 'b2bContact');
  const accept = frame.getByRole('button', { name: texts.pl.accept });
  await expect(accept).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('list', { name: texts.pl.contacts })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the B2B notice (pl)');
  await accept.click();
  const list = frame.getByRole('list', { name: texts.pl.contacts });
  await expect(list.getByRole('link', { name: /@/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the B2B contacts (pl)');

  await page.goto(texts.en.b2b);
  await expectScreen(page, 'mf-dealer', 'b2bContact');
  const english = remoteFrame(page, 'mf-dealer', 'b2bContact');
  await expect(
    english.getByRole('list', { name: texts.en.contacts }).getByRole('link', { name: /@/ }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(english.getByRole('button', { name: texts.en.accept })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the B2B contacts (en)');

  // The contact page reveals them too, in the dealers' card (mf-dealer's fragment on mf-catalog's page).
  await page.goto('/en/contact');
  await expectScreen(page, 'mf-catalog', 'contact');
  const card = remoteFrame(page, 'mf-catalog', 'contact').getByRole('region', { name: 'Are you a dealer?' });
  await expect(
    card.getByRole('list', { name: texts.en.contacts }).getByRole('link', { name: /@/ }).first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectNoSeriousA11yViolations(page, 'the contact page with the B2B contacts (en)');
});

test('pl: a dealer asks for a new phone for its shop under the store locator; staff approve it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { id: dealerId } = await signIn(page, DEALER);
  const name = `Rowery Nowak e2e ${Date.now() % 1_000_000}`;
  const staff = await browser.newContext({ baseURL });
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, demoSuperAdmin);
    const created = await staffPage.request.post('/api/admin/shops', {
      headers: { Authorization: 'Bearer shop-admin', 'X-Language': 'pl' },
      data: {
        name,
        street: 'ul. Długa 1',
        zip: '30-001',
        city: 'Kraków',
        region: 'pl_mp',
        lat: 50.06,
        lng: 19.94,
        phones: ['+48 12 111 22 33'],
        tags: ['shop'],
        openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
        dealerId,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/pl/gdzie-kupic');
    await expectScreen(page, 'mf-catalog', 'storeLocator');
    const mine = page.getByRole('region', { name: 'Moje sklepy w wyszukiwarce' });
    const card = mine.getByRole('region', { name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    const phones = card.getByRole('textbox', { name: /Telefony/ });
    await phones.fill('+48 12 111 22 33, +48 600 100 200');
    await card.getByRole('button', { name: 'Poproś o zmianę' }).click();
    await expect(card.getByText('Zmiany czekają na zatwierdzenie')).toBeVisible();
    await expectNoSeriousA11yViolations(page, "the dealer's shops under the store locator (pl)");

    await staffPage.goto('/pl/admin/shops');
    const request = staffPage.getByRole('article', { name });
    await expect(request.getByRole('row', { name: /Telefony/ })).toContainText('+48 600 100 200');
    await expectNoSeriousA11yViolations(staffPage, "dealers' shop changes in the shops section (pl)");
    await request.getByRole('button', { name: `Zatwierdź zmiany: ${name}` }).click();
    await expect(request).toHaveCount(0);

    await page.reload();
    const approved = page.getByRole('region', { name: 'Moje sklepy w wyszukiwarce' }).getByRole('region', { name });
    await expect(approved).toContainText('+48 12 111 22 33, +48 600 100 200', { timeout: 15_000 });
    await expect(approved.getByText('Zmiany czekają na zatwierdzenie')).toHaveCount(0);
  } finally {
    await staff.close();
  }
});
