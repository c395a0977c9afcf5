import { expect, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { asAdminPanel, createAsStaff, panel, signInAs } from './support/back-office';

// Issue 17, setting up production in Polish and English: the demo factory manager adds a part on its form, a
// production model with its bill of materials (half a frame is refused at its line, one is saved) and a plan
// for three bikes, whose page shows the parts they need against stock. The catalogue variant the model becomes
// and the manufacturer are laid through the API by the super admin (the factory manager keeps no stock items).

const factoryManager = 'kierownik.produkcji@zefir.example';

const texts = {
  pl: {
    newPart: 'Nowa część',
    newModel: 'Nowy model produkcyjny',
    newPlan: 'Nowy plan',
    name: /^Nazwa/,
    manufacturer: /^Producent/,
    partNumber: /^Numer części/,
    unit: /^Jednostka/,
    sku: /^SKU w katalogu/,
    part1: /^Część 1/,
    quantity1: /^Ilość części 1 na rower/,
    model: /^Model/,
    bikes: /^Rowery/,
    due: /^Termin/,
    save: 'Zapisz',
    wholePieces: 'Liczone w całych sztukach: wpisz liczbę całkowitą',
    needs: 'Części na rowery jeszcze nierozpoczęte',
  },
  en: {
    newPart: 'New part',
    newModel: 'New production model',
    newPlan: 'New plan',
    name: /^Name/,
    manufacturer: /^Manufacturer/,
    partNumber: /^Part number/,
    unit: /^Unit/,
    sku: /^Catalogue SKU/,
    part1: /^Part 1/,
    quantity1: /^Quantity of part 1 per bike/,
    model: /^Model/,
    bikes: /^Bikes/,
    due: /^Due by/,
    save: 'Save',
    wholePieces: 'Counted in whole pieces: enter a whole number',
    needs: 'Parts for the bikes not started yet',
  },
};

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a factory manager adds a part, a model with its bill of materials and a plan (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = `${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInAs(admin.request, demoSuperAdmin.email);
    const halls = await admin.request.get('/api/admin/warehouse/warehouses?filters[q]=FAB-1', {
      headers: asAdminPanel,
    });
    const hall = ((await halls.json()) as { items: { id: string }[] }).items[0]!;
    const sku = `EB-SETUP-${tag}`;
    await createAsStaff(admin.request, '/api/admin/warehouse/items', {
      warehouseId: hall.id,
      type: 'product_variant',
      sku,
      name: `Zefir Cargo ${tag}`,
      unit: 'pc',
    });
    const maker = await createAsStaff(admin.request, '/api/admin/warehouse/manufacturers', {
      name: `Ramy Kielce ${tag}`,
    });
    await admin.close();

    await signInAs(page.request, factoryManager);
    const form = panel(page);

    // A part: its manufacturer, number and unit.
    await page.goto(`/${lang}/admin/factory/parts`);
    await form.getByRole('link', { name: t.newPart }).click();
    await expect(form.getByRole('heading', { level: 1, name: t.newPart })).toBeVisible();
    const partName = `Rama cargo ${tag}`;
    const partNumber = `RC-${tag}`;
    await form.getByRole('textbox', { name: t.name }).fill(partName);
    await form.getByRole('combobox', { name: t.manufacturer }).selectOption(maker.id);
    await form.getByRole('textbox', { name: t.partNumber }).fill(partNumber);
    await form.getByRole('combobox', { name: t.unit }).selectOption('pc');
    await expectNoSeriousA11yViolations(page, `a new part (${lang})`);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('heading', { level: 1, name: `${partNumber} – ${partName}` })).toBeVisible();
    const partId = page.url().split('/').at(-1)!;

    // A model: half a frame is refused at its line; one frame is saved.
    await page.goto(`/${lang}/admin/factory/models`);
    await form.getByRole('link', { name: t.newModel }).click();
    await expect(form.getByRole('heading', { level: 1, name: t.newModel })).toBeVisible();
    const modelName = `Zefir Cargo ${tag}`;
    await form.getByRole('textbox', { name: t.name }).fill(modelName);
    await form.getByRole('combobox', { name: t.sku }).selectOption(sku);
    await form.getByRole('combobox', { name: t.part1 }).selectOption(partId);
    const quantity = form.getByRole('textbox', { name: t.quantity1 });
    await quantity.fill('0,5');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.wholePieces)).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, `a production model refused at its line (${lang})`);
    await quantity.fill('1');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('heading', { level: 1, name: modelName })).toBeVisible();
    const modelId = page.url().split('/').at(-1)!;

    // A plan for three bikes: no frame in stock, so three are short.
    await page.goto(`/${lang}/admin/factory/plans`);
    await form.getByRole('link', { name: t.newPlan }).click();
    await form.getByRole('combobox', { name: t.model }).selectOption(modelId);
    await form.getByRole('textbox', { name: t.bikes }).fill('3');
    await form.getByLabel(t.due).fill('2027-03-31');
    await expectNoSeriousA11yViolations(page, `a new plan (${lang})`);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByRole('heading', { level: 1, name: `${modelName} × 3 (2027-03-31)` })).toBeVisible();
    const needs = form.getByRole('region', { name: t.needs });
    const row = needs.getByRole('row', { name: new RegExp(partName) });
    await expect(row).toContainText('3');
    await expectNoSeriousA11yViolations(page, `a plan's parts against stock (${lang})`);
  });
}
