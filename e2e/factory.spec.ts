import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { asAdminPanel, createAsStaff, panel, signInAs } from './support/back-office';

// Issue 17, the factory in Polish and English: the factory manager's data (a manufacturer, two parts in the
// factory hall's stock, a model) is laid through the API; the demo factory employee signs in, starts an
// assembly on the form (its parts are taken from the hall) and moves it across the factory board through every
// stage, quality control sending it to repair and back, to completed; the finished bike is then in stock, and
// the assembly's page (opened from the board) lists every stage with who moved it there.

const factoryEmployee = 'produkcja@zefir.example';

const texts = {
  pl: {
    board: 'Tablica produkcji',
    start: 'Rozpocznij montaż',
    model: /Model/,
    warehouse: /Magazyn/,
    frame: /Numer ramy/,
    move: (frame: string, stage: string) => `Przenieś ramę ${frame} do etapu: ${stage}`,
    assembly: (frame: string) => `Rama ${frame}`,
    steps: 'Etapy: kto i kiedy',
    stages: [
      'Osprzęt ramy',
      'Linia produkcyjna',
      'Kontrola jakości',
      'Poprawki i naprawa',
      'Kontrola jakości',
      'Pakowanie',
      'Ukończone',
    ],
  },
  en: {
    board: 'Factory board',
    start: 'Start an assembly',
    model: /Model/,
    warehouse: /Warehouse/,
    frame: /Frame number/,
    move: (frame: string, stage: string) => `Move frame ${frame} to: ${stage}`,
    assembly: (frame: string) => `Frame ${frame}`,
    steps: 'Stages, who and when',
    stages: [
      'Frame equipment',
      'Production line',
      'Quality control',
      'Fix and repair',
      'Quality control',
      'Packaging',
      'Completed',
    ],
  },
};

/** A bike model of one frame and two wheels, with parts for one bike in the factory hall (FAB-1). */
async function factoryData(request: APIRequestContext, tag: string) {
  const list = await request.get('/api/admin/warehouse/warehouses?filters[q]=FAB-1', { headers: asAdminPanel });
  const hall = ((await list.json()) as { items: { id: string }[] }).items[0]!;
  const maker = await createAsStaff(request, '/api/admin/warehouse/manufacturers', { name: `Ramy Olkusz ${tag}` });
  const part = async (name: string, partNumber: string, quantity: number) => {
    const made = await createAsStaff(request, '/api/admin/factory/parts', {
      name,
      manufacturerId: maker.id,
      partNumber,
      unit: 'pc',
    });
    const item = await createAsStaff(request, '/api/admin/warehouse/items', {
      warehouseId: hall.id,
      type: 'part',
      sku: partNumber,
      name,
      unit: 'pc',
      partId: made.id,
    });
    await createAsStaff(request, '/api/admin/warehouse/operations', {
      source: 'receipt',
      itemId: item.id,
      quantity,
      reason: 'Dostawa',
    });
    return made.id as string;
  };
  const frame = await part('Rama 19"', `RA-${tag}`, 1);
  const wheel = await part('Koło 28"', `KO-${tag}`, 2);
  const sku = `EB-JOURNEY-${tag}`;
  await createAsStaff(request, '/api/admin/warehouse/items', {
    warehouseId: hall.id,
    type: 'product_variant',
    sku,
    name: 'Zefir City',
    unit: 'pc',
  });
  const model = await createAsStaff(request, '/api/admin/factory/models', {
    name: `Zefir City ${tag}`,
    sku,
    parts: [
      { partId: frame, quantity: 1 },
      { partId: wheel, quantity: 2 },
    ],
  });
  return { hallId: hall.id as string, modelId: model.id as string, sku };
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a factory employee assembles a bike through every stage (${lang})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const tag = `${lang.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const manager = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await signInAs(manager.request, demoSuperAdmin.email);
    const { hallId, modelId, sku } = await factoryData(manager.request, tag);

    await signInAs(page.request, factoryEmployee);
    await page.goto(`/${lang}/admin/factory`);
    await expect(panel(page).getByRole('heading', { level: 1, name: t.board })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the factory board (${lang})`);
    await panel(page).getByRole('link', { name: t.start }).click();
    const frame = `ZF-${tag}`;
    await panel(page).getByRole('combobox', { name: t.model }).selectOption(modelId);
    await panel(page).getByRole('combobox', { name: t.warehouse }).selectOption(hallId);
    await panel(page).getByRole('textbox', { name: t.frame }).fill(frame.toLowerCase());
    await expectNoSeriousA11yViolations(page, `the start of an assembly (${lang})`);
    await panel(page).getByRole('button', { name: t.start }).click();
    await expect(panel(page).getByRole('heading', { level: 1, name: t.board })).toBeVisible();

    // The card's frame number opens the assembly's page: started, by whom.
    await panel(page).getByRole('link', { name: frame }).click();
    await expect(panel(page).getByRole('heading', { level: 1, name: t.assembly(frame) })).toBeVisible();
    const assemblyUrl = page.url();
    const steps = panel(page).getByRole('region', { name: t.steps });
    await expect(steps.getByRole('row')).toHaveCount(2);
    await expect(steps).toContainText('Łukasz Mazur');
    await expectNoSeriousA11yViolations(page, `an assembly's page (${lang})`);
    await page.goBack();
    await expect(panel(page).getByRole('heading', { level: 1, name: t.board })).toBeVisible();

    for (const stage of t.stages) {
      await panel(page)
        .getByRole('button', { name: t.move(frame, stage) })
        .click();
      if (stage !== t.stages.at(-1)) {
        await expect(panel(page).getByRole('region', { name: new RegExp(`^${stage}`) })).toContainText(frame);
      }
    }
    await expect(panel(page).getByRole('listitem').filter({ hasText: frame })).toHaveCount(0);
    await page.goto(assemblyUrl);
    await expect(steps.getByRole('row')).toHaveCount(t.stages.length + 2);
    await expect(steps.getByRole('row').last()).toContainText(t.stages.at(-1)!);

    const stock = await manager.request.get(`/api/admin/warehouse/items?filters[q]=${sku}`, { headers: asAdminPanel });
    const items = ((await stock.json()) as { items: { sku: string; quantity: number }[] }).items;
    expect(items.find((item) => item.sku === sku)?.quantity).toBe(1);
    await manager.close();
  });
}
