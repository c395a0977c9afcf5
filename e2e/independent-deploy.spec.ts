import { appendFile, cp, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pointRemotes, resetRemotes } from './support/remotes';
import { startStaticServer } from './support/static-server';
import { expectScreen } from './support/storefront';

// A remote is deployed by publishing its build under a new versioned path and changing its entry in
// /remotes.json (deploy/README.md): the next page load uses it, without rebuilding or restarting the shell.

const dist = join(import.meta.dirname, '..', 'dist');

test.afterEach(resetRemotes);

test('a new version of the catalogue published under its own path is picked up from the remote map', async ({
  page,
}) => {
  const releases = await mkdtemp(join(tmpdir(), 'shop-releases-'));
  const server = await startStaticServer(releases);
  const shellBuiltAt = (await stat(join(dist, 'shell', 'index.html'))).mtimeMs;
  try {
    // Version 2.0.0: today's build with a visible change, as a team would publish it to its CDN.
    const release = join(releases, 'mf-catalog', '2.0.0');
    await cp(join(dist, 'mf-catalog'), release, { recursive: true });
    const expose = (await readdir(release)).find((file) => /^__federation_expose_app.*\.js$/.test(file))!;
    await appendFile(
      join(release, expose),
      `\n;document.head.append(Object.assign(document.createElement('style'),{textContent:'[data-remote="mf-catalog"] h1::after{content:" · 2.0.0"}'}));\n`,
    );

    await page.goto('/pl/');
    await expectScreen(page, 'mf-catalog', 'home');
    const heading = page.locator('#app-mf-catalog h1').first();
    expect(await heading.evaluate((h1) => getComputedStyle(h1, '::after').content)).toBe('none');

    await pointRemotes({ 'mf-catalog': `${server.url}/mf-catalog/2.0.0/mf-manifest.json` });
    const fromRelease = page.waitForResponse(
      (response) => response.url() === `${server.url}/mf-catalog/2.0.0/remoteEntry.js`,
    );
    await page.reload();
    await fromRelease;
    await expectScreen(page, 'mf-catalog', 'home');
    await expect.poll(() => heading.evaluate((h1) => getComputedStyle(h1, '::after').content)).toBe('" · 2.0.0"');

    // Rolling back is the same move.
    await resetRemotes();
    await page.reload();
    await expectScreen(page, 'mf-catalog', 'home');
    expect(await heading.evaluate((h1) => getComputedStyle(h1, '::after').content)).toBe('none');
    expect((await stat(join(dist, 'shell', 'index.html'))).mtimeMs).toBe(shellBuiltAt);
  } finally {
    await server.stop();
    await rm(releases, { recursive: true, force: true });
  }
});

test('the remote map is never cached by the browser', async ({ request }) => {
  await writeFile(join(process.env.E2E_DATA_DIR!, 'remotes.json'), '{}');
  const answer = await request.get('/remotes.json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(Object.keys(await answer.json()).sort()).toEqual(
    ['mf-account', 'mf-admin', 'mf-catalog', 'mf-checkout', 'mf-dealer'].sort(),
  );
});
