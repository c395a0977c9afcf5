import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dealerTransferOrder } from './support/dealer-documents';
import { ksefQueue, switchKsefSandbox } from './support/ksef-sandbox';

// Staff fix a rejected invoice (issue 26), in Polish and English against embedded mode and its KSeF sandbox:
// with the sandbox told to reject, a paid dealer order's invoice comes back rejected; the dashboard's KSeF
// tile counts it and links to the list of rejected invoices; staff open it, see KSeF's reason, fix the
// buyer's name and send it again under the same number; KSeF (the sandbox, accepting again) accepts it with
// a KSeF number and the FA(3) names the fixed buyer. The sandbox is switched back in a `finally`. Every screen
// is checked with axe.

const adminPanel = { Authorization: 'Bearer shop-admin' };
const DEALER_NIP = '7792433421';
const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

const texts = {
  pl: {
    currency: 'PLN',
    tile: 'Faktury w KSeF',
    rejectedLink: /^Odrzucona: \d+$/,
    stateFilter: 'Stan w KSeF',
    caption: 'Faktury VAT sklepu',
    invoiceTitle: (number: string) => `Faktura ${number}`,
    fixTitle: 'Popraw dane nabywcy i wyślij ponownie',
    buyerName: 'Nazwa nabywcy',
    submit: 'Zapisz i wyślij ponownie do KSeF',
    fixed: (number: string) => `Poprawiono fakturę ${number} – czeka na ponowną wysyłkę do KSeF`,
    queued: 'W kolejce',
    accepted: 'Przyjęta',
  },
  en: {
    currency: 'EUR',
    tile: 'Invoices in KSeF',
    rejectedLink: /^Rejected: \d+$/,
    stateFilter: 'KSeF state',
    caption: "The shop's VAT invoices",
    invoiceTitle: (number: string) => `Invoice ${number}`,
    fixTitle: "Fix the buyer's data and send again",
    buyerName: "Buyer's name",
    submit: 'Save and send to KSeF again',
    fixed: (number: string) => `Invoice ${number} fixed and queued to be sent to KSeF again`,
    queued: 'Queued',
    accepted: 'Accepted',
  },
} as const;

interface StaffInvoice {
  id: string;
  number: string;
  state: string;
  ksefNumber: string | null;
  buyerName: string;
  ksefRejection: string | null;
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

/** The staff list's invoices of one buyer (by the part of its name given), once `done` holds for them. */
async function invoicesOf(request: APIRequestContext, buyer: string, done: (items: StaffInvoice[]) => void) {
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

test.use({ actionTimeout: 30_000 });

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`${lang}: staff fix the buyer of an invoice KSeF rejected and it is accepted under the same number`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const company = `Rowery Odrzucone ${lang.toUpperCase()} ${Date.now()}`;
    const fixedName = `${company} sp. z o.o.`;
    const staff = await (await browser.newContext()).newPage();
    await signInAsDemoAdmin(staff);
    try {
      // Nothing sent and unanswered before the sandbox starts rejecting (the sender asks about those first).
      await expect.poll(async () => (await ksefQueue(staff.request)).sent, { timeout: 60_000 }).toBe(0);
      await switchKsefSandbox(staff.request, { mode: 'reject' });
      const order = await dealerTransferOrder(page.request, {
        lang,
        currency: t.currency,
        quantity: 1,
        company: { companyName: company, taxId: DEALER_NIP },
      });
      await recordTransfer(staff.request, order);
      const [rejected] = await invoicesOf(staff.request, company, (items) => {
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ state: 'rejected', ksefNumber: null });
      });
      await switchKsefSandbox(staff.request, { mode: 'accept' });

      // The dashboard's tile counts it and leads to the rejected invoices.
      await staff.goto(`/${lang}/admin`);
      const tile = staff.getByRole('region', { name: t.tile });
      const count = (await ksefQueue(staff.request)).rejected;
      expect(count).toBeGreaterThanOrEqual(1);
      await expect(tile.getByTestId('kpi-invoices-rejected').locator('dd').first()).toHaveText(String(count), {
        timeout: 30_000,
      });
      await expectNoSeriousA11yViolations(staff, `the dashboard with a rejected invoice (${lang})`);
      await tile.getByRole('link', { name: t.rejectedLink }).click();
      await expect(staff.getByLabel(t.stateFilter)).toHaveValue('rejected');
      const table = staff.getByRole('table', { name: t.caption });
      await expect(table.getByRole('link', { name: rejected!.number })).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(staff, `the list of rejected invoices (${lang})`);

      // Its page: KSeF's reason, and the form to fix the buyer.
      await table.getByRole('link', { name: rejected!.number }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(rejected!.number));
      await expect(staff.getByText(rejected!.ksefRejection!)).toBeVisible();
      const form = staff.locator('section').filter({ has: staff.getByRole('heading', { name: t.fixTitle }) });
      await expectNoSeriousA11yViolations(staff, `a rejected invoice with its fix form (${lang})`);
      await form.getByLabel(t.buyerName).fill(fixedName);
      await form.getByRole('button', { name: t.submit }).click();
      await expect(staff.getByText(t.fixed(rejected!.number))).toBeVisible({ timeout: 30_000 });
      await expect(staff.getByRole('heading', { name: t.fixTitle })).toHaveCount(0);

      // The sandbox accepts it under the same number, naming the fixed buyer.
      const [accepted] = await invoicesOf(staff.request, company, (items) => {
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({
          id: rejected!.id,
          number: rejected!.number,
          state: 'accepted',
          buyerName: fixedName,
          ksefNumber: expect.stringMatching(KSEF_NUMBER),
        });
      });
      await staff.reload();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.invoiceTitle(rejected!.number));
      await expect(staff.getByText(accepted!.ksefNumber!)).toBeVisible({ timeout: 30_000 });
      await expect(staff.getByText(t.accepted, { exact: true }).first()).toBeVisible();
      await expect(staff.getByText(fixedName, { exact: false }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(staff, `the fixed invoice, accepted (${lang})`);
      const xml = await staff.request.get(`/api/admin/invoices/${rejected!.id}/xml`, { headers: adminPanel });
      expect(xml.status()).toBe(200);
      expect(await xml.text()).toContain(`<Nazwa>${fixedName}</Nazwa>`);
    } finally {
      await switchKsefSandbox(staff.request, { mode: 'accept' });
      await staff.context().close();
    }
  });
}
