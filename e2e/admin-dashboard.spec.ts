import { expect, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAnEbikeToCart, goToCheckout, placeOrder, uniqueEmail } from './support/checkout-journey';

// Issue 12: the dashboard's charts render with data. A guest places an order (it counts whether or not it is
// paid yet: revenue counts every order placed but cancelled or rejected), then the demo super admin opens the
// dashboard for today and sees the order in the figures and the charts, in both languages.

const texts = {
  pl: { sales: 'Sprzedaż', period: 'Okres', today: 'Dziś', revenueChart: 'Przychód dziennie' },
  en: { sales: 'Sales', period: 'Period', today: 'Today', revenueChart: 'Revenue per day' },
} as const;

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: the dashboard shows today's order in its figures and charts`, async ({ page }) => {
    test.setTimeout(150_000);
    const t = texts[lang];
    const product = await addAnEbikeToCart(page, 'pl');
    await goToCheckout(page, 'pl', product, true);
    await placeOrder(page, 'pl', { email: uniqueEmail('pulpit'), firstName: 'Ewa', lastName: 'Pulpit' }, 'tpay');
    await expect(page.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });

    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin`);
    await page.getByRole('navigation', { name: t.period }).getByRole('link', { name: t.today }).click();
    await expect(page).toHaveURL(/[?&]period=today\b/);

    const sales = page.getByTestId('dashboard-sales');
    await expect(sales).toBeVisible({ timeout: 20_000 });
    await expect(sales.getByTestId('kpi-orders')).toContainText(/[1-9]/);
    await expect(sales.getByTestId('kpi-revenue')).toContainText(/[1-9]/);
    await expect(sales.getByRole('figure', { name: t.revenueChart })).toBeVisible();
    const revenue = sales.getByTestId('chart-revenue');
    await expect(revenue.locator('svg[role=img] rect, svg[role=img] path').first()).toBeAttached();
    await expect(sales.getByTestId('chart-order-statuses').locator('path').first()).toBeAttached();
    await expect(sales.getByTestId('top-products-quantity')).toContainText(product.split(' ')[0]!);
    await expect(page.getByTestId('dashboard-customers')).toBeVisible();
    await expect(page.getByTestId('dashboard-returns')).toBeVisible();

    await expectNoSeriousA11yViolations(page, `the dashboard (${lang})`);
  });
}
