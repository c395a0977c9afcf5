import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { words } from './support/checkout-journey';
import { DEMO_DEALER, dealerTransferOrder, downloadedPdfText } from './support/dealer-documents';
import { ksefQueue, switchKsefSandbox } from './support/ksef-sandbox';
import { expectScreen, remoteFrame } from './support/storefront';

// VAT invoices and KSeF (issue 26), in Polish and English against embedded mode and its KSeF sandbox:
// - a return's refund gives a correction: the demo dealer orders two items by transfer, staff record the
//   transfer and the invoice is accepted by KSeF; the dealer files a return for one item, staff link it to the
//   order and refund it; the correction (FK) naming the original's KSeF number is accepted too, listed on the
//   dealer's order and in the admin invoices, and its PDF says what it corrects;
// - KSeF down: with the sandbox answering 503, a paid dealer order's invoice is issued offline (the admin list
//   says so, its PDF has OFFLINE under KOD I and KOD II with CERTYFIKAT, the dashboard counts it); once the
//   sandbox answers again the invoice is sent and accepted with a KSeF number. The sandbox is switched back in
//   a `finally`, so later journeys find it accepting.
// The sender's round is 2 s in journeys (e2e/playwright.config.ts). Every new screen is checked with axe.

const storefront = { Authorization: 'Bearer shop-storefront' };
const adminPanel = { Authorization: 'Bearer shop-admin' };
const DEALER_NIP = '7792433421';
const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

const texts = {
  pl: {
    currency: 'PLN',
    invoices: 'Faktury',
    pdfOf: (number: string) => `Pobierz PDF faktury ${number}`,
    xmlOf: (number: string) => `Pobierz XML faktury ${number}`,
    ksefOf: (number: string) => `Numer KSeF: ${number}`,
    correctionPdf: ['Faktura korygująca nr', 'Faktura korygowana', 'Przyczyna korekty', 'Kwota korekty'],
    orderNumber: 'Numer zamówienia',
    link: 'Powiąż z zamówieniem',
    decision: (name: string) => `Decyzja: ${name}`,
    refunded: 'Zwrócono pieniądze',
    refundAmount: /^Kwota zwrotu/,
    saveItem: 'Zapisz decyzję',
    buyerFilter: 'Nabywca lub NIP',
    kindFilter: 'Rodzaj',
    correction: 'Korekta',
    filter: 'Filtruj',
    caption: 'Faktury VAT sklepu',
    accepted: 'Przyjęta',
    offline: 'Offline',
    invoiceTitle: (number: string) => `Faktura ${number}`,
    corrects: 'Faktura korygowana',
    offlineSince: 'Wystawiona offline',
    pdfFile: 'PDF (polski)',
    offlinePdf: ['Faktura VAT nr', 'OFFLINE', 'CERTYFIKAT', 'Zeskanuj kod, aby potwierdzić wystawcę faktury'],
    issuedOffline: 'Wystawione offline',
  },
  en: {
    currency: 'EUR',
    invoices: 'Invoices',
    pdfOf: (number: string) => `Download PDF of invoice ${number}`,
    xmlOf: (number: string) => `Download XML of invoice ${number}`,
    ksefOf: (number: string) => `KSeF number: ${number}`,
    correctionPdf: ['Correction invoice no.', 'Invoice corrected', 'Reason for the correction', 'Correction amount'],
    orderNumber: 'Order number',
    link: 'Link to the order',
    decision: (name: string) => `Decision: ${name}`,
    refunded: 'Refunded',
    refundAmount: /^Refund amount/,
    saveItem: 'Save decision',
    buyerFilter: 'Buyer or tax ID',
    kindFilter: 'Kind',
    correction: 'Correction',
    filter: 'Filter',
    caption: "The shop's VAT invoices",
    accepted: 'Accepted',
    offline: 'Offline',
    invoiceTitle: (number: string) => `Invoice ${number}`,
    corrects: 'Invoice corrected',
    offlineSince: 'Issued offline',
    pdfFile: 'PDF (English)',
    offlinePdf: ['VAT invoice no.', 'OFFLINE', 'CERTYFIKAT', "Scan the code to confirm the invoice's issuer"],
    issuedOffline: 'Issued offline',
  },
} as const;

interface BuyerInvoice {
  id: string;
  kind: 'VAT' | 'KOR' | 'ZAL' | 'ROZ';
  number: string;
  state: string;
  ksefNumber: string | null;
  refersTo: { number: string; ksefNumber: string | null }[];
}

interface StaffInvoice extends BuyerInvoice {
  buyerName: string;
  offlineSince?: string | null;
}

/** Staff record the transfer receipt of the whole order (the order becomes paid, which issues its invoice). */
async function recordTransfer(request: APIRequestContext, order: { id: string; total: { amount: number } }) {
  const recorded = await request.post('/api/admin/transactions', {
    headers: adminPanel,
    data: {
      orderId: order.id,
      type: 'transfer',
      amount: order.total.amount,
      date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(recorded.status(), `recording the transfer: ${await recorded.text()}`).toBe(201);
}

/** The order's invoices as its buyer reads them, once `done` holds for them (KSeF's rounds take seconds). */
async function buyerInvoicesWhen(
  request: APIRequestContext,
  orderId: string,
  done: (items: BuyerInvoice[]) => void,
): Promise<BuyerInvoice[]> {
  let items: BuyerInvoice[] = [];
  await expect(async () => {
    const answer = await request.get(`/api/orders/${orderId}/invoices`, { headers: storefront });
    expect(answer.status()).toBe(200);
    items = ((await answer.json()) as { items: BuyerInvoice[] }).items;
    done(items);
  }).toPass({ timeout: 90_000 });
  return items;
}

/** The staff list's invoices of one buyer (by the unique company name), once `done` holds for them. */
async function staffInvoicesWhen(
  request: APIRequestContext,
  buyer: string,
  done: (items: StaffInvoice[]) => void,
): Promise<StaffInvoice[]> {
  let items: StaffInvoice[] = [];
  await expect(async () => {
    const answer = await request.get(`/api/admin/invoices?filters[buyer]=${encodeURIComponent(buyer)}`, {
      headers: adminPanel,
    });
    expect(answer.status()).toBe(200);
    items = ((await answer.json()) as { items: StaffInvoice[] }).items;
    done(items);
  }).toPass({ timeout: 90_000 });
  return items;
}

/** The demo dealer files a return of one item of the order (a refund asked), as the return form sends it. */
async function dealerFilesReturn(request: APIRequestContext, lang: 'pl' | 'en', productName: string) {
  const headers = { ...storefront, 'X-Language': lang };
  const book = await request.get('/api/account/addresses', { headers });
  expect(book.status()).toBe(200);
  let addressId = ((await book.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!addressId) {
    const added = await request.post('/api/account/addresses', {
      headers,
      data: {
        alias: 'Sklep',
        type: 'person',
        firstName: 'Jan',
        lastName: 'Nowak',
        street: 'ul. Głogowska 31',
        zipCode: '60-702',
        city: 'Poznań',
        country: 'PL',
      },
    });
    expect(added.status(), `adding an address: ${await added.text()}`).toBe(201);
    addressId = ((await added.json()) as { id: string }).id;
  }
  const today = new Date().toISOString().slice(0, 10);
  const filed = await request.post('/api/rma', {
    headers,
    multipart: {
      stage: 'warranty',
      requestedAction: 'refund',
      purchaseDate: today,
      orderDate: today,
      addressId,
      contactEmail: DEMO_DEALER.email,
      contactPhone: '+48 600 200 300',
      notes: lang === 'pl' ? 'Jedna z dwóch sztuk z zamówienia.' : 'One of the two ordered.',
      items: JSON.stringify([
        {
          category: 'accessory',
          productName,
          problem: lang === 'pl' ? 'Nie działa po rozpakowaniu' : 'Dead on arrival',
        },
      ]),
      files: { name: 'faktura.pdf', mimeType: 'application/pdf', buffer: Buffer.from(receiptPdf, 'latin1') },
    },
  });
  expect(filed.status(), `filing the return: ${await filed.text()}`).toBe(201);
  return (await filed.json()) as { id: string; number: string };
}

const receiptPdf =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A staff member's page in a browser context of its own (the dealer keeps theirs). */
async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsDemoAdmin(page);
  return page;
}

/** The admin invoices list filtered by buyer (and kind), as staff fill the filters in. */
async function filterInvoices(page: Page, lang: 'pl' | 'en', buyer: string, kind?: string) {
  const t = texts[lang];
  await page.goto(`/${lang}/admin/invoices`);
  await page.getByLabel(t.buyerFilter).fill(buyer);
  if (kind) await page.getByLabel(t.kindFilter, { exact: true }).selectOption({ label: kind });
  await page.getByRole('button', { name: t.filter }).click();
  return page.getByRole('table', { name: t.caption });
}

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a return refunded by staff gives a correction invoice naming the original's KSeF number`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const company = `Rowery Korekta ${lang.toUpperCase()} ${Date.now()}`;
    const order = await dealerTransferOrder(page.request, {
      lang,
      currency: t.currency,
      quantity: 2,
      company: { companyName: company, taxId: DEALER_NIP },
    });
    const staff = await staffPage(browser);
    try {
      await recordTransfer(staff.request, order);
      // The invoice follows the payment and KSeF accepts it within a round or two.
      const [original] = await buyerInvoicesWhen(page.request, order.id, (items) => {
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          kind: 'VAT',
          state: 'accepted',
          ksefNumber: expect.stringMatching(KSEF_NUMBER),
        });
      });

      // The dealer gives one of the two items back; staff link the return to the order and refund it.
      const placed = await page.request.get(`/api/orders/${order.id}`, { headers: storefront });
      const productName = ((await placed.json()) as { order: { items: { name: string }[] } }).order.items[0]!.name;
      const claim = await dealerFilesReturn(page.request, lang, productName);
      await staff.goto(`/${lang}/admin/returns/${claim.id}`);
      await staff.getByLabel(t.orderNumber).fill(order.number);
      await staff.getByRole('button', { name: t.link }).click();
      await expect(staff.getByRole('link', { name: order.number })).toBeVisible();
      await staff.getByLabel(t.decision(productName)).selectOption({ label: t.refunded });
      await staff.getByLabel(t.refundAmount).fill('10');
      await expectNoSeriousA11yViolations(staff, `a dealer's return refunded (${lang})`);
      await staff.getByRole('button', { name: t.saveItem }).click();
      await expect(staff.getByRole('cell', { name: /10[,.]00/ })).toBeVisible();

      // The return transaction gives a correction of the original, accepted by KSeF with the original named.
      const invoices = await buyerInvoicesWhen(page.request, order.id, (items) => {
        expect(items).toHaveLength(2);
        expect(items[1]).toMatchObject({
          kind: 'KOR',
          state: 'accepted',
          ksefNumber: expect.stringMatching(KSEF_NUMBER),
          refersTo: [{ number: original!.number, ksefNumber: original!.ksefNumber }],
        });
      });
      const correction = invoices[1]!;
      expect(correction.number).toMatch(/^FK\/\d{4}\/\d{6}$/);

      // On the dealer's order: both invoices, the correction's PDF saying what it corrects.
      await page.goto(`${words[lang].orders}/${order.id}`);
      await expectScreen(page, 'mf-account', 'orderDetails');
      const section = remoteFrame(page, 'mf-account', 'orderDetails').getByRole('region', {
        name: t.invoices,
        exact: true,
      });
      await expect(section).toContainText(correction.number, { timeout: 30_000 });
      await expect(section).toContainText(t.ksefOf(correction.ksefNumber!));
      await expect(section).toContainText(original!.number);
      await expectNoSeriousA11yViolations(page, `a dealer's order with its correction invoice (${lang})`);
      const { name, text } = await downloadedPdfText(page, () =>
        section.getByRole('button', { name: t.pdfOf(correction.number) }).click(),
      );
      expect(name).toBe(`${correction.number.replace(/\//g, '-')}-${lang}.pdf`);
      for (const words of t.correctionPdf) expect(text).toContain(words);
      expect(text).toContain(correction.number);
      expect(text).toContain(correction.ksefNumber!);
      expect(text).toContain(original!.number);
      expect(text).toContain(original!.ksefNumber!);
      expect(text).toContain(order.number);
      // Its FA(3) document, as KSeF holds it: a KOR naming the original by its KSeF number.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: t.xmlOf(correction.number) }).click(),
      ]);
      const xml = await readFile((await download.path())!, 'utf8');
      expect(xml).toContain('<RodzajFaktury>KOR</RodzajFaktury>');
      expect(xml).toContain(`<NrFaKorygowanej>${original!.number}</NrFaKorygowanej>`);
      expect(xml).toContain(`<NrKSeFFaKorygowanej>${original!.ksefNumber}</NrKSeFFaKorygowanej>`);

      // Staff find it among the corrections of the buyer, accepted, and open it.
      const table = await filterInvoices(staff, lang, company, t.correction);
      const row = table.getByRole('row').filter({ has: staff.getByRole('link', { name: correction.number }) });
      await expect(row).toContainText(t.accepted, { timeout: 30_000 });
      await expect(row).toContainText(correction.ksefNumber!);
      await expect(table.getByRole('link', { name: original!.number })).toHaveCount(0);
      await expectNoSeriousA11yViolations(staff, `the invoices list with a correction (${lang})`);
      await row.getByRole('link', { name: correction.number }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(correction.number));
      await expect(staff.locator('dl > div, dl').filter({ hasText: t.corrects }).first()).toContainText(
        original!.number,
      );
      await expectNoSeriousA11yViolations(staff, `a correction invoice's page (${lang})`);
    } finally {
      await staff.context().close();
    }
  });

  test(`${lang}: with KSeF down a paid dealer order's invoice is issued offline and sent when KSeF answers`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const company = `Rowery Offline ${lang.toUpperCase()} ${Date.now()}`;
    const staff = await staffPage(browser);
    try {
      await switchKsefSandbox(staff.request, { mode: 'down' });

      const order = await dealerTransferOrder(page.request, {
        lang,
        currency: t.currency,
        quantity: 1,
        company: { companyName: company, taxId: DEALER_NIP },
      });
      await recordTransfer(staff.request, order);
      const [invoice] = await staffInvoicesWhen(staff.request, company, (items) => {
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ kind: 'VAT', state: 'offline', ksefNumber: null });
      });

      // The list says offline; the invoice's page since when; its PDF has OFFLINE under KOD I and KOD II.
      const table = await filterInvoices(staff, lang, company);
      const row = table.getByRole('row').filter({ has: staff.getByRole('link', { name: invoice!.number }) });
      await expect(row).toContainText(t.offline, { timeout: 30_000 });
      await expectNoSeriousA11yViolations(staff, `the invoices list with an offline invoice (${lang})`);
      await row.getByRole('link', { name: invoice!.number }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(invoice!.number));
      await expect(staff.getByText(t.offlineSince, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(staff, `an offline invoice's page (${lang})`);
      const { name, text } = await downloadedPdfText(staff, () =>
        staff.getByRole('button', { name: t.pdfFile }).click(),
      );
      expect(name).toBe(`${invoice!.number.replace(/\//g, '-')}-${lang}.pdf`);
      for (const words of t.offlinePdf) expect(text).toContain(words);
      expect(text).toContain(invoice!.number);
      expect(text).not.toMatch(/\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/);

      // The dashboard counts it among the invoices issued offline.
      const offline = (await ksefQueue(staff.request)).offline;
      expect(offline).toBeGreaterThanOrEqual(1);
      await staff.goto(`/${lang}/admin`);
      const figure = staff.getByTestId('kpi-invoices-offline');
      await expect(figure).toContainText(t.issuedOffline, { timeout: 30_000 });
      await expect(figure.locator('dd').first()).toHaveText(String(offline));
      await expectNoSeriousA11yViolations(staff, `the dashboard with invoices issued offline (${lang})`);

      // KSeF answers again: the invoice is sent (in offline mode) and accepted with a KSeF number.
      await switchKsefSandbox(staff.request, { mode: 'accept' });
      const [accepted] = await staffInvoicesWhen(staff.request, company, (items) => {
        expect(items[0]).toMatchObject({ state: 'accepted', ksefNumber: expect.stringMatching(KSEF_NUMBER) });
      });
      await filterInvoices(staff, lang, company);
      await expect(row).toContainText(t.accepted, { timeout: 30_000 });
      await expect(row).toContainText(accepted!.ksefNumber!);
      await row.getByRole('link', { name: invoice!.number }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(invoice!.number));
      // Kept as the record that it was issued offline.
      await expect(staff.getByText(t.offlineSince, { exact: true })).toBeVisible();
      await expect(staff.getByText(accepted!.ksefNumber!)).toBeVisible();

      // The dealer's order shows it with its KSeF number; its PDF has the number under KOD I, KOD II kept.
      await page.goto(`${words[lang].orders}/${order.id}`);
      await expectScreen(page, 'mf-account', 'orderDetails');
      const section = remoteFrame(page, 'mf-account', 'orderDetails').getByRole('region', {
        name: t.invoices,
        exact: true,
      });
      await expect(section).toContainText(t.ksefOf(accepted!.ksefNumber!), { timeout: 30_000 });
      await expectNoSeriousA11yViolations(page, `a dealer's order with an invoice sent after KSeF was down (${lang})`);
      const sent = await downloadedPdfText(page, () =>
        section.getByRole('button', { name: t.pdfOf(invoice!.number) }).click(),
      );
      expect(sent.text).toContain(accepted!.ksefNumber!);
      expect(sent.text).toContain('CERTYFIKAT');
      expect(sent.text).not.toContain('OFFLINE');
    } finally {
      await switchKsefSandbox(staff.request, { mode: 'accept' });
      await staff.context().close();
    }
  });
}
