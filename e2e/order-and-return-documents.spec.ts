import { type Browser, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dealerTransferOrder, downloadedPdfText } from './support/dealer-documents';
import { expectScreen } from './support/storefront';

// Issue 16's personal documents, in Polish and English against embedded mode. A customer files a return and
// writes in its thread (with markup-like text); staff open the return in the panel and download its service
// report, whose text poppler reads back. The demo dealer places an order by bank transfer, opens it in the
// account and downloads its pro forma. The screens touched are checked with axe.

const storefront = { Authorization: 'Bearer shop-storefront' };
const customerText = '<b>Pilne</b> & "szybko": rama pęka przy suporcie';

const texts = {
  pl: {
    currency: 'PLN',
    report: 'Raport serwisowy (PDF)',
    otherReport: 'Service report (PDF)',
    reportTitle: 'Raport serwisowy',
    signatures: ['Serwisant', 'Klient', 'Miejscowość', 'Czytelny podpis'],
    orders: '/pl/konto/zamowienia',
    document: 'Dokument zamówienia (PDF)',
    proForma: ['Faktura pro forma', 'nie jest fakturą VAT', 'Podsumowanie według stawek VAT', 'Przelew bankowy'],
  },
  en: {
    currency: 'EUR',
    report: 'Service report (PDF)',
    otherReport: 'Raport serwisowy (PDF)',
    reportTitle: 'Service report',
    signatures: ['Service technician', 'Customer', 'Place', 'Signature'],
    orders: '/en/account/orders',
    document: 'Order document (PDF)',
    proForma: ['Pro forma invoice', 'not a VAT invoice', 'Totals per VAT rate', 'Bank transfer'],
  },
} as const;
type Lang = keyof typeof texts;

const receiptPdf =
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** A new customer (in their own browser) files a return with a receipt and writes in its thread. */
async function customerReturn(browser: Browser, lang: Lang): Promise<{ id: string; number: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const headers = { ...storefront, 'X-Language': lang };
  const email = `raport.${lang}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  try {
    const registered = await page.request.post('/api/account/register', {
      headers,
      data: {
        firstName: 'Zofia',
        lastName: 'Wiśniewska',
        email,
        password: 'rower-klient-1',
        repeatPassword: 'rower-klient-1',
        terms: true,
      },
    });
    expect(registered.ok(), `registering: ${registered.status()}`).toBe(true);
    const address = await page.request.post('/api/account/addresses', {
      headers,
      data: {
        alias: 'Dom',
        type: 'person',
        firstName: 'Zofia',
        lastName: 'Wiśniewska',
        street: 'Polna 7',
        zipCode: '00-950',
        city: 'Warszawa',
        country: 'PL',
      },
    });
    expect(address.ok(), `adding an address: ${address.status()}`).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const filed = await page.request.post('/api/rma', {
      headers,
      multipart: {
        stage: 'warranty',
        requestedAction: 'repair',
        purchaseDate: today,
        orderDate: today,
        addressId: ((await address.json()) as { id: string }).id,
        contactEmail: email,
        contactPhone: '+48 600 100 200',
        notes: '',
        items: JSON.stringify([
          { category: 'bike', productName: 'Zefir Trail 29', problem: 'Pęknięta rama', serialNumbers: ['ZF-RAMA-1'] },
        ]),
        files: { name: 'paragon.pdf', mimeType: 'application/pdf', buffer: Buffer.from(receiptPdf, 'latin1') },
      },
    });
    expect(filed.status(), `filing the return: ${await filed.text()}`).toBe(201);
    const claim = (await filed.json()) as { id: string; number: string };
    const written = await page.request.post('/api/rma/message', {
      headers,
      multipart: { returnId: claim.id, text: customerText },
    });
    expect(written.status(), `writing in the thread: ${await written.text()}`).toBe(201);
    return claim;
  } finally {
    await context.close();
  }
}

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: staff download a return's service report from the panel`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const claim = await customerReturn(browser, lang);
    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin/returns/${claim.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(claim.number, { timeout: 30_000 });
    const report = page.getByRole('button', { name: t.report });
    await expect(report).toBeVisible();
    await expect(page.getByRole('button', { name: t.otherReport })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `a return with its service report buttons (${lang})`);

    const { name, text } = await downloadedPdfText(page, () => report.click());
    expect(name).toContain(claim.number.replace(/\//g, '-'));
    expect(text).toContain(t.reportTitle);
    expect(text).toContain(claim.number);
    expect(text).toContain('Pęknięta rama');
    expect(text).toContain('ZF-RAMA-1');
    expect(text).toContain('paragon.pdf');
    // What the customer wrote, as text.
    expect(text).toContain(customerText);
    for (const words of t.signatures) expect(text).toContain(words);
  });

  test(`${lang}: a dealer downloads the pro forma of their order from the account`, async ({ page }) => {
    test.setTimeout(180_000);
    const order = await dealerTransferOrder(page.request, {
      lang,
      currency: t.currency,
      quantity: 2,
      company: { companyName: 'Rowery Nowak & Syn <sp. j.>', vatId: 'PL7792433421' },
    });
    await page.goto(`${t.orders}/${order.id}`);
    await expectScreen(page, 'mf-account', 'orderDetails');
    const button = page.getByRole('button', { name: t.document });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `a dealer's order with its document button (${lang})`);

    const { name, text } = await downloadedPdfText(page, () => button.click());
    expect(name).toBe(`pro-forma-${order.number.replace(/\//g, '-')}-${lang}.pdf`);
    for (const words of t.proForma) expect(text).toContain(words);
    expect(text).toContain(order.number);
    expect(text).toContain('PL7792433421');
    expect(text).toContain('Rowery Nowak & Syn <sp. j.>');
    expect(text).toMatch(/PL\d{2}( \d{4}){6}/);
  });
}
