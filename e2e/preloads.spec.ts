import { expect, test } from '@playwright/test';

// Issue 18: a storefront page names in its head what it will ask for once the shell runs — the shell's boot
// chunks (shell/build/preload-boot-chunks.ts) and the catalogue remote's manifest, entry and modules
// (gateway/src/page-preloads.ts) — so the browser fetches them at once. A landing page rendered on the
// server (gateway/src/server-render.ts) is drawn before any script, so it names no script (they would share
// the slow link with its pictures) but the pictures shown first. Every hint must be used (Chromium warns of a
// preload not used within seconds of the load) and nothing fetched twice.

const pages = [
  { path: '/pl/', rendered: true },
  { path: '/en/product/1315/zefir', rendered: true },
  { path: '/pl/kontakt', rendered: false },
];

for (const { path, rendered } of pages) {
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
      .evaluateAll((links) =>
        links.map((link) => ({ href: (link as HTMLLinkElement).href, as: link.getAttribute('as') })),
      );
    expect(preloaded.some(({ href }) => href.endsWith('/mf/mf-catalog/mf-manifest.json'))).toBe(true);
    if (rendered) {
      expect(preloaded.filter((link) => link.as === 'script')).toEqual([]);
      expect(preloaded.some((link) => link.as === 'image')).toBe(true);
    } else {
      expect(preloaded.some(({ href }) => href.includes('/shell/'))).toBe(true);
      expect(preloaded.some(({ href }) => href.endsWith('/mf/mf-catalog/remoteEntry.js'))).toBe(true);
    }
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Chromium's "preloaded but not used" comes a few seconds after the load event.
    await page.waitForTimeout(3500);
    expect(warnings).toEqual([]);
    // A picture's preload names its candidates (imagesrcset) rather than one address: the warning covers it.
    for (const { href } of preloaded.filter((link) => link.href !== '')) expect(requests.get(href), href).toBe(1);
  });
}
