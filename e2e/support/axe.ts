import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Accessibility checks of a page as it is now (axe-core, WCAG 2.1 A and AA rules): a journey calls it on each
// screen it wants kept accessible. Serious and critical violations fail; minor and moderate ones are left
// to review, so a journey never breaks on a judgement call.

const failing = new Set(['serious', 'critical']);

/**
 * Fails when axe finds a serious or critical violation on the page, or inside `scope` (a CSS selector) when
 * given. `what` names the screen in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, what: string, scope?: string): Promise<void> {
  // Animations that end (a dialog fading and rising in) end first: axe measured a half-faded button's contrast
  // once (CI, 2026-11-27). Endless ones (a spinner) are left running.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((violation) => failing.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  expect(found, `serious accessibility violations on ${what}`).toEqual([]);
}
