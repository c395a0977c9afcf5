import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoSuperAdmin } from './admin';

// What the warehouse and factory journeys share: the demo staff signed in through the API (each demo account
// has the demo password), the admin panel's calls, and the panel's part of the page.

export const asAdminPanel = { authorization: 'Bearer shop-admin' };
export const asStorefront = { authorization: 'Bearer shop-storefront' };

/** Signs `request`'s context in as the demo staff member `username`. */
export async function signInAs(request: APIRequestContext, username: string) {
  const answer = await request.post('/api/account/login', {
    headers: asStorefront,
    data: { username, password: demoSuperAdmin.password },
  });
  expect(answer.ok(), `signing in as ${username}: ${answer.status()}`).toBe(true);
}

/** Creates through an admin route (201 expected) and answers what was created. */
export async function createAsStaff(request: APIRequestContext, path: string, data: unknown) {
  const answer = await request.post(path, { headers: asAdminPanel, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
  return answer.json();
}

/** The admin panel's screen in the page. */
export const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
