import { expect, type Page } from '@playwright/test';

// The back office for journeys that only need to be in it: the demo super admin (services/accounts/src/seed.ts)
// signed in through the API, so the page's context carries the staff session cookie.

export const demoSuperAdmin = {
  email: 'admin@zefir.example',
  password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026',
};

/** Signs the page's browser context in as the demo super admin, without the sign-in screen. */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  const answer = await page.request.post('/api/account/login', {
    headers: { Authorization: 'Bearer shop-storefront' },
    data: { username: demoSuperAdmin.email, password: demoSuperAdmin.password },
  });
  expect(answer.ok(), `signing in as ${demoSuperAdmin.email}: ${answer.status()}`).toBe(true);
}
