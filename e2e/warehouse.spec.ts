import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 17, physical and sellable stock in step, in both languages against embedded mode: the demo warehouse
// employee signs in to the panel, adds the warehouse item of a catalogue variant (unless a run before did),
// receives 500 pieces from the manufacturer on the new operation form, sees the operation in the journal, and
// the stock the storefront reads for that product rises. Each form and the journal pass axe.

const EMPLOYEE = { email: 'magazyn@zefir.example', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };
const RECEIVED = 500;

const texts = {
  pl: {
    login: '/pl/logowanie',
    signIn: 'Zaloguj się',
    stock: 'Stany magazynowe',
    newItem: 'Nowa pozycja',
    newOperation: 'Nowa operacja',
    warehouse: /^Magazyn/,
    item: /^Pozycja/,
    source: /^Rodzaj operacji/,
    sku: /^SKU/,
    name: /^Nazwa/,
    quantity: /^Ilość/,
    reason: /^Powód/,
    reference: /^Dokument lub odniesienie/,
    save: 'Zapisz',
    record: 'Zapisz operację',
    recorded: /Zapisano operację: .+, stan po operacji/,
    journal: 'Operacje magazynowe',
    receipt: 'Przyjęcie od producenta',
  },
  en: {
    login: '/en/login',
    signIn: 'Sign in',
    stock: 'Stock',
    newItem: 'New item',
    newOperation: 'New operation',
    warehouse: /^Warehouse/,
    item: /^Item/,
    source: /^Operation/,
    sku: /^SKU/,
    name: /^Name/,
    quantity: /^Quantity/,
    reason: /^Reason/,
    reference: /^Document or reference/,
    save: 'Save',
    record: 'Record operation',
    recorded: /Operation recorded: .+, now/,
    journal: 'Inventory operations',
    receipt: 'Receipt from a manufacturer',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const storefront = { authorization: 'Bearer shop-storefront' };
const asAdminPanel = { authorization: 'Bearer shop-admin' };

/** A physical demo product (one per language, so the two runs do not share it): its id and SKU. */
async function demoProduct(page: Page, index: number) {
  const list = await page.request.get('/api/catalog/products?limit=40', { headers: storefront });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const physical: { id: number; sku: string }[] = [];
  for (const { id } of items) {
    const detail = (await (await page.request.get(`/api/catalog/products/${id}`, { headers: storefront })).json()) as {
      id: number;
      sku: string;
      type: string;
      variants: unknown[];
    };
    if (detail.type === 'physical' && detail.variants.length <= 1) physical.push({ id: detail.id, sku: detail.sku });
    if (physical.length > index) break;
  }
  return physical[index]!;
}

/** The stock the storefront reads for the product (its product call, as the storefront asks it). */
async function storefrontStock(page: Page, id: number): Promise<number> {
  const answer = await page.request.get(`/api/catalog/products/${id}`, { headers: storefront });
  return ((await answer.json()) as { stock: number }).stock;
}

for (const [index, lang] of (['pl', 'en'] as const).entries()) {
  const t = texts[lang];

  test(`a warehouse employee receives stock and the storefront's stock rises (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const product = await demoProduct(page, 4 + index);
    const before = await storefrontStock(page, product.id);
    // Demo stock is far below a delivery of 500, so a rise shows whatever the reconciliation did before.
    expect(before).toBeLessThan(RECEIVED);

    const path = `/${lang}/admin/warehouse`;
    await page.goto(path);
    await expect(page).toHaveURL(`${t.login}?return=${encodeURIComponent(path)}`);
    await page.locator('[data-form="login"] [name="username"]').fill(EMPLOYEE.email);
    await page.locator('[data-form="login"] [name="password"]').fill(EMPLOYEE.password);
    await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(path);
    await expect(panel(page).getByRole('table', { name: t.stock })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the stock list (${lang})`);

    // The item of this variant in the main warehouse, unless an earlier run added it.
    const items = await page.request.get(`/api/admin/warehouse/items?filters[q]=${encodeURIComponent(product.sku)}`, {
      headers: asAdminPanel,
    });
    expect(items.status()).toBe(200);
    const known = ((await items.json()) as { items: { sku: string; warehouseCode: string }[] }).items.some(
      (item) => item.sku === product.sku && item.warehouseCode === 'MAG-1',
    );
    if (!known) {
      await panel(page).getByRole('link', { name: t.newItem }).click();
      const form = panel(page).locator('[data-form="inventory-item"]');
      const where = form.getByRole('combobox', { name: t.warehouse });
      await where.selectOption((await where.locator('option', { hasText: 'MAG-1' }).getAttribute('value'))!);
      await form.getByRole('textbox', { name: t.sku }).fill(product.sku);
      await form.getByRole('textbox', { name: t.name }).fill(`Rower ${product.sku}`);
      await expectNoSeriousA11yViolations(page, `the new item form (${lang})`);
      await form.getByRole('button', { name: t.save }).click();
      await expect(panel(page).getByRole('table', { name: t.stock })).toBeVisible();
    }

    await panel(page).getByRole('link', { name: t.newOperation }).click();
    const form = panel(page).locator('[data-form="inventory-operation"]');
    const warehouse = form.getByRole('combobox', { name: t.warehouse });
    const main = await warehouse.locator('option', { hasText: 'MAG-1' }).getAttribute('value');
    await warehouse.selectOption(main!);
    const item = form.getByRole('combobox', { name: t.item });
    await expect(item).toBeEnabled();
    const option = item.locator('option', { hasText: product.sku });
    await expect(option).toHaveCount(1);
    await item.selectOption((await option.getAttribute('value'))!);
    await form.getByRole('combobox', { name: t.source }).selectOption('receipt');
    await form.getByRole('textbox', { name: t.quantity }).fill(String(RECEIVED));
    await form.getByRole('textbox', { name: t.reason }).fill('Dostawa od producenta');
    await form.getByRole('textbox', { name: t.reference }).fill(`WZ/${lang}/${Date.now()}`);
    await expectNoSeriousA11yViolations(page, `the new operation form (${lang})`);
    await form.getByRole('button', { name: t.record }).click();

    await expect(page.getByText(t.recorded)).toBeVisible();
    const journal = panel(page).getByRole('table', { name: t.journal });
    await expect(journal.getByRole('row', { name: new RegExp(product.sku) }).first()).toContainText(t.receipt);
    await expectNoSeriousA11yViolations(page, `the operations journal (${lang})`);

    // The catalogue hears of the receipt through the bus; the storefront's stock rises (the reconciliation
    // may then bring it down to what the warehouses hold, never below what was received).
    await expect.poll(() => storefrontStock(page, product.id), { timeout: 60_000 }).toBeGreaterThan(before);
  });
}
