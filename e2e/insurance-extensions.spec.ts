import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { panel, signInAs } from './support/back-office';

// Issue 25, in Polish and English against embedded mode: the service desk opens the insurance extensions
// bought in the shop from the insured bikes section, filters those no policy has the frame of, and the page
// passes axe. (Applying an extension and the buyer's e-mail are covered by cms's and notifications' tests.)

const texts = {
  pl: {
    link: 'Przedłużenia kupione w sklepie',
    heading: 'Przedłużenia ubezpieczenia',
    table: 'Przedłużenia ubezpieczenia kupione w sklepie',
    state: 'Stan',
    filter: 'Filtruj',
  },
  en: {
    link: 'Extensions bought in the shop',
    heading: 'Insurance extensions',
    table: 'Insurance extensions bought in the shop',
    state: 'State',
    filter: 'Filter',
  },
};

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff list the insurance extensions bought in the shop (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page.request, 'kierownik.serwisu@zefir.example');
    await page.goto(`/${lang}/admin/insurance`);
    const admin = panel(page);
    await admin.getByRole('link', { name: t.link }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/insurance/extensions$`));
    await expect(admin.getByRole('heading', { level: 1, name: t.heading })).toBeVisible({ timeout: 30_000 });
    await admin.getByRole('combobox', { name: t.state }).selectOption('unknown_frame');
    await admin.getByRole('button', { name: t.filter }).click();
    await expect(page).toHaveURL(/filters%5Bstate%5D=unknown_frame|filters\[state\]=unknown_frame/);
    await expect(admin.getByRole('table', { name: t.table })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, `insurance extensions (${lang})`);
  });
}
