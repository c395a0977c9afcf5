import { expect, test } from '@playwright/test';

// Issue 18: a storefront page names in its head what it will ask for once the shell runs — the shell's boot
// chunks (shell/build/preload-boot-chunks.ts) and the catalogue remote's manifest, entry and modules
// (gateway/src/page-preloads.ts) — so the browser fetches them at once. Every hint must be used (Chromium
// warns of a preload not used within seconds of the load) and nothing fetched twice.

for (const path of ['/pl/', '/en/product/1315/zefir']) {
  test(`${path}: what the page preloads is used, once`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const requests = new Map<string, number>();
    page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));

    await page.goto(path);
    const preloaded = await page
      .locator('head link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => href.includes('/shell/'))).toBe(true);
    expect(preloaded.some((href) => href.endsWith('/mf/mf-catalog/mf-manifest.json'))).toBe(true);
    expect(preloaded.some((href) => href.endsWith('/mf/mf-catalog/remoteEntry.js'))).toBe(true);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chromium's "preloaded but not used" comes a few seconds after the load event.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
    for (const href of preloaded) expect(requests.get(href), href).toBe(1);
  });
}
