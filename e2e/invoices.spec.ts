import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAnEbikeToCart, decideOnSandbox, goToCheckout, uniqueEmail, words } from './support/checkout-journey';
import { dealerTransferOrder, downloadedPdfText } from './support/dealer-documents';
import { expectScreen, remoteFrame } from './support/storefront';

// VAT invoices for buyers and staff (issue 26), in Polish and English against embedded mode. The demo dealer
// orders by bank transfer, staff record the transfer, the order's invoice is issued and the dealer downloads
// its PDF (with KSeF's verification QR code) from the order's page; staff find it in the invoices section.
// A retail shopper asks for a company invoice at checkout and pays; staff find that invoice too. Every
// screen touched is checked with axe.

const storefront = { Authorization: 'Bearer shop-storefront' };
const adminPanel = { Authorization: 'Bearer shop-admin' };

const texts = {
  pl: {
    currency: 'PLN',
    invoices: 'Faktury',
    pdfOf: (number: string) => `Pobierz PDF faktury ${number}`,
    pdf: [
      'Faktura VAT nr',
      'Sprzedawca',
      'Nabywca',
      'Podsumowanie według stawek VAT',
      'Zeskanuj kod, aby sprawdzić fakturę w KSeF',
    ],
    buyerFilter: 'Nabywca lub NIP',
    filter: 'Filtruj',
    caption: 'Faktury VAT sklepu',
    want: 'Chcę fakturę',
    professional: 'Zakup jest związany z moją działalnością gospodarczą',
    companyName: 'Nazwa firmy',
    taxId: /NIP/,
    invoiceTitle: (number: string) => `Faktura ${number}`,
  },
  en: {
    currency: 'EUR',
    invoices: 'Invoices',
    pdfOf: (number: string) => `Download PDF of invoice ${number}`,
    pdf: ['VAT invoice no.', 'Seller', 'Buyer', 'Summary by VAT rate', 'Scan the code to verify the invoice in KSeF'],
    buyerFilter: 'Buyer or tax ID',
    filter: 'Filter',
    caption: "The shop's VAT invoices",
    want: 'I want an invoice',
    professional: 'The purchase is connected with my business activity',
    companyName: 'Company name',
    taxId: /Tax ID/,
    invoiceTitle: (number: string) => `Invoice ${number}`,
  },
} as const;

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

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: a dealer's order paid by transfer gets an invoice, downloadable as a PDF with its QR code`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const order = await dealerTransferOrder(page.request, {
      lang,
      currency: t.currency,
      quantity: 1,
      company: { companyName: 'Rowery Nowak', taxId: '7792433421' },
    });
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    try {
      await signInAsDemoAdmin(staffPage);
      await recordTransfer(staffPage.request, order);

      // The invoice follows the payment (the invoices room hears the order's change).
      let number = '';
      await expect(async () => {
        const answer = await page.request.get(`/api/orders/${order.id}/invoices`, { headers: storefront });
        const { items } = (await answer.json()) as { items: { number: string }[] };
        expect(items).toHaveLength(1);
        number = items[0]!.number;
      }).toPass({ timeout: 60_000 });

      await page.goto(`${words[lang].orders}/${order.id}`);
      await expectScreen(page, 'mf-account', 'orderDetails');
      const section = remoteFrame(page, 'mf-account', 'orderDetails').getByRole('region', {
        name: t.invoices,
        exact: true,
      });
      await expect(section).toContainText(number, { timeout: 30_000 });
      await expectNoSeriousA11yViolations(page, `a dealer's order with its invoice (${lang})`);
      const { name, text } = await downloadedPdfText(page, () =>
        section.getByRole('button', { name: t.pdfOf(number) }).click(),
      );
      expect(name).toBe(`${number.replace(/\//g, '-')}-${lang}.pdf`);
      for (const words of t.pdf) expect(text).toContain(words);
      expect(text).toContain(number);
      expect(text).toContain(order.number);
      expect(text).toContain('7792433421');
      // Under the QR code: the KSeF number once KSeF accepted it, OFFLINE until then.
      expect(text).toMatch(/OFFLINE|\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}/);

      // Staff find it in the invoices section by the buyer's NIP and open it.
      await staffPage.goto(`/${lang}/admin/invoices`);
      await staffPage.getByLabel(t.buyerFilter).fill('7792433421');
      await staffPage.getByRole('button', { name: t.filter }).click();
      const table = staffPage.getByRole('table', { name: t.caption });
      await expect(table.getByRole('link', { name: number })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(staffPage, `the invoices list (${lang})`);
      await table.getByRole('link', { name: number }).click();
      await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(number));
      await expectNoSeriousA11yViolations(staffPage, `an invoice's page (${lang})`);
    } finally {
      await staff.close();
    }
  });

  test(`${lang}: a retail shopper asks for a company invoice at checkout and gets it once paid`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const w = words[lang];
    const company = `Pracownia ${lang.toUpperCase()} ${Date.now()}`;
    const product = await addAnEbikeToCart(page, lang);
    await goToCheckout(page, lang, product, true);
    const form = remoteFrame(page, 'mf-checkout', 'checkout');
    await form.getByRole('textbox', { name: w.email }).fill(uniqueEmail('faktura'));
    await form.getByRole('textbox', { name: w.firstName }).fill('Ewa');
    await form.getByRole('textbox', { name: w.lastName }).fill('Lis');
    await form.getByRole('textbox', { name: w.street }).fill('Marszałkowska 10');
    await form.getByRole('textbox', { name: w.zipCode }).fill('00-950');
    await form.getByRole('textbox', { name: w.city }).fill('Warszawa');
    await form.getByRole('checkbox', { name: t.want }).check();
    await form.getByRole('textbox', { name: t.companyName }).fill(company);
    await form.getByRole('textbox', { name: t.taxId }).fill('7792433421');
    // A company buyer says whether the purchase is for the business (docs/decisions/withdrawal-rights.md).
    await form.getByRole('radio', { name: t.professional }).check();
    await expectNoSeriousA11yViolations(page, `the checkout with an invoice asked for (${lang})`);
    await form.getByRole('radio', { name: w.tpay }).check();
    await form.getByRole('checkbox', { name: w.terms }).check();
    await form.getByRole('checkbox', { name: w.privacy }).check();
    await form.getByRole('button', { name: w.place }).click();
    await decideOnSandbox(page, 'Zapłać');
    await expect(page).toHaveURL(w.successPath, { timeout: 30_000 });

    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    try {
      await signInAsDemoAdmin(staffPage);
      await expect(async () => {
        const answer = await staffPage.request.get(
          `/api/admin/invoices?filters[buyer]=${encodeURIComponent(company)}`,
          { headers: adminPanel },
        );
        const { items } = (await answer.json()) as { items: { buyerName: string; buyerTaxId: string }[] };
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ buyerName: company, buyerTaxId: '7792433421' });
      }).toPass({ timeout: 60_000 });
    } finally {
      await staff.close();
    }
  });
}
