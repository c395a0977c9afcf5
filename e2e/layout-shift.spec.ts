import { expect, type Page, test } from '@playwright/test';

// Issue 18: a page does not jump while it fills. The header, the test-mode banner and the footer are drawn
// before any screen (shell), the main area keeps the footer below the fold, and a product page's answer comes
// with its chunk (mf-catalog first-answer.ts). Measured as the browser's Cumulative Layout Shift (Web Vitals:
// ≤ 0.1 "good"; the issue asks ≤ 0.05), summed over the `layout-shift` entries without recent input.

const pages = {
  pl: ['/pl/', '/pl/kategoria/59/rowery-elektryczne', '/pl/produkt/1315/zefir'],
  en: ['/en/', '/en/collection/59/electric-bikes', '/en/product/1315/zefir'],
};
const viewports = { phone: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } };

async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  // The page's own content is in: product names and prices in the listing, the product's price.
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main').getByText(/zł|€/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

for (const [lang, paths] of Object.entries(pages)) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`${lang}: home, collection and product pages do not jump while they fill (${device})`, async ({ browser }) => {
      for (const path of paths) {
        const context = await browser.newContext({ viewport, isMobile: device === 'phone' });
        const page = await context.newPage();
        expect(await layoutShiftOf(page, path), path).toBeLessThanOrEqual(0.05);
        await context.close();
      }
    });
  }
}
