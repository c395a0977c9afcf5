import { type APIRequestContext, expect } from '@playwright/test';

// The KSeF sandbox that embedded mode starts beside the shop (services/orders/src/invoices/ksef/README.md), on
// the port e2e/playwright.config.ts gives it (the shop's port + 1000), and the invoices' queue as staff see it.

const adminPanel = { Authorization: 'Bearer shop-admin' };

/** The sandbox's control address, outside its /v2 API. */
export function ksefSandboxControlUrl(): string {
  const port = process.env.E2E_KSEF_SANDBOX_PORT ?? String(Number(process.env.E2E_PORT ?? 8190) + 1000);
  return `http://127.0.0.1:${port}/sandbox/control`;
}

export interface KsefSandboxSwitch {
  mode?: 'accept' | 'reject' | 'down';
  delayMs?: number;
  processingPolls?: number;
}

/** Switches the sandbox (down: every call answered 503; accept: its default) and answers its settings. */
export async function switchKsefSandbox(request: APIRequestContext, change: KsefSandboxSwitch) {
  const answer = await request.post(ksefSandboxControlUrl(), { data: change });
  expect(answer.status(), `switching the KSeF sandbox: ${await answer.text()}`).toBe(200);
  const control = (await answer.json()) as Required<KsefSandboxSwitch>;
  if (change.mode) expect(control.mode).toBe(change.mode);
  return control;
}

/** The KSeF queue of the dashboard (GET /api/admin/dashboard/invoices), asked by a signed-in staff member. */
export async function ksefQueue(
  request: APIRequestContext,
): Promise<{ queued: number; offline: number; sent: number; rejected: number }> {
  const answer = await request.get('/api/admin/dashboard/invoices', { headers: adminPanel });
  expect(answer.status(), `the KSeF queue: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as { queued: number; offline: number; sent: number; rejected: number };
}
