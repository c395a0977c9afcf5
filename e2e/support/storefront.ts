import { expect, type Page } from '@playwright/test';

/** The area of one application in <main>, with what the remote drew for a screen. */
export function remoteFrame(page: Page, remote: string, screen: string) {
  return page.locator(`#app-${remote} [data-remote="${remote}"][data-screen="${screen}"]`).first();
}

/** Waits until `remote` shows `screen`, and no other application's area has anything in it. */
export async function expectScreen(page: Page, remote: string, screen: string): Promise<void> {
  await expect(remoteFrame(page, remote, screen)).toBeAttached();
  const others = await page.evaluate(
    (name) =>
      [...document.querySelectorAll('#main > [data-app]')]
        .filter((area) => area.getAttribute('data-app') !== name && area.childElementCount > 0)
        .map((area) => area.getAttribute('data-app')),
    remote,
  );
  expect(others, `other applications drawing next to ${remote}`).toEqual([]);
}

/** Moves within the page as a link click would (single-spa sees the history change). */
export async function goWithinPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}
