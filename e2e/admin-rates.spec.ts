import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// Issue 23, exchange rates: the shop fetched the NBP table of the last business day from the sandbox at
// start; staff see it with its number and date, set a USD rate by hand (the public rates follow at once)
// and remove it again, after which the table's rate is back. USD only: EUR journeys convert at the table.

const superAdmin = { email: 'admin@zefir.example', password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026' };

const texts = {
  pl: {
    login: '/pl/logowanie',
    signIn: 'Zaloguj się',
    current: 'Kursy obowiązujące teraz',
    table: /NBP, tabela \d+\/A\/NBP\/\d{4} z \d\d\.\d\d\.\d{4}/,
    set: 'Ustaw ręcznie kurs USD',
    field: /Kurs USD w złotych/,
    note: /Powód/,
    save: 'Zapisz kurs',
    saved: 'Zapisano ręczny kurs USD.',
    manual: /Ustalony ręcznie: .+ — Kurs z umowy z bankiem/,
    remove: 'Usuń kurs ręczny USD',
    confirm: 'Usuń kurs ręczny',
    rate: '3,9876',
    stored: /Tabele kursów NBP zapisane przez sklep/,
  },
  en: {
    login: '/en/login',
    signIn: 'Sign in',
    current: 'Rates in force now',
    table: /NBP, table \d+\/A\/NBP\/\d{4} of \d\d\.\d\d\.\d{4}/,
    set: 'Set the USD rate by hand',
    field: /USD rate in PLN/,
    note: /Reason/,
    save: 'Save rate',
    saved: 'The manual USD rate was saved.',
    manual: /Set by hand: .+ — Kurs z umowy z bankiem/,
    remove: 'Remove the manual USD rate',
    confirm: 'Remove manual rate',
    rate: '3.9876',
    stored: /NBP rate tables stored by the shop/,
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const asAdminPanel = { authorization: 'Bearer shop-admin' };
/** The USD rate the storefront is told (GET /api/payments/rates, asked as the storefront application). */
async function usdRate(page: Page) {
  const answer = await page.request.get('/api/payments/rates', {
    headers: { authorization: 'Bearer shop-storefront' },
  });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { currency: string; ratePln: string }[] };
  return items.find((rate) => rate.currency === 'USD');
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff see the NBP table in force and set a USD rate by hand, then remove it (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const path = `/${lang}/admin/settings/rates`;
    await page.goto(path);
    await expect(page).toHaveURL(`${t.login}?return=${encodeURIComponent(path)}`);
    await page.locator('[data-form="login"] [name="username"]').fill(superAdmin.email);
    await page.locator('[data-form="login"] [name="password"]').fill(superAdmin.password);
    await page.locator('[data-form="login"]').getByRole('button', { name: t.signIn }).click();
    await expect(page).toHaveURL(path);

    const current = panel(page).getByRole('table', { name: t.current });
    const usd = current.getByRole('row', { name: /USD/ });
    await expect(usd).toContainText(t.table);
    // The rate job fetched a newer table than the seed's (226/A/NBP/2026 of 20 November) at the shop's start.
    await expect(usd).not.toContainText('226/A/NBP/2026');
    await expect(panel(page).getByRole('table', { name: t.stored })).toContainText('226/A/NBP/2026');
    await expectNoSeriousA11yViolations(page, `the exchange rates (${lang})`);
    try {
      await panel(page).getByRole('button', { name: t.set }).click();
      await panel(page).getByRole('textbox', { name: t.field }).fill(t.rate);
      await panel(page).getByRole('textbox', { name: t.note }).fill('Kurs z umowy z bankiem');
      await expectNoSeriousA11yViolations(page, `the manual rate form (${lang})`);
      await panel(page).getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(usd).toContainText(t.manual);
      await expect(usd).toContainText(t.rate);
      expect(await usdRate(page)).toMatchObject({ ratePln: '3.987600', tableNo: null });

      await panel(page).getByRole('button', { name: t.remove }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
      await expect(usd).toContainText(t.table);
      expect((await usdRate(page))?.ratePln).not.toBe('3.987600');
    } finally {
      // Leave the shop as seeded for the journeys after this one, whatever happened above.
      await page.request.delete('/api/admin/settings/rates/USD/override', { headers: asAdminPanel });
    }
  });
}
