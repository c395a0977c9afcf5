import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accessoriesInStock } from './accessories';

// The demo dealer's bank-transfer order placed through the API, and a downloaded PDF read back as text:
// what the journeys of a dealer's documents (pro forma, invoice) share.

export const DEMO_DEALER = {
  email: 'zamowienia@rowery-nowak.pl',
  password: process.env.DEMO_PASSWORD ?? 'rower-demo-2026',
};
const storefront = { Authorization: 'Bearer shop-storefront' };

/** Clicks `start`, waits for the download and answers the file's name and the PDF's text (poppler). */
export async function downloadedPdfText(
  page: Page,
  start: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, encoding: 'utf8' });
  return { name: download.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/**
 * The demo dealer (signed in on `request` here) buys `quantity` of an accessory by bank transfer, billed to
 * `company` with its number (`taxId` NIP or `vatId`), in the language's currency; answers the order.
 * Call it before the page shares `request`'s cookies loads a screen: a page loading as a guest starts guest
 * sessions, and one answered after the sign-in would leave `request` a guest (401 on the dealer's own order).
 */
export async function dealerTransferOrder(
  request: APIRequestContext,
  options: {
    lang: 'pl' | 'en';
    currency: 'PLN' | 'EUR';
    quantity: number;
    company: { companyName: string; taxId?: string; vatId?: string };
  },
): Promise<{ id: string; number: string; total: { amount: number; currency: string } }> {
  const headers = { ...storefront, 'X-Language': options.lang, 'X-Currency': options.currency };
  const signedIn = await request.post('/api/account/login', {
    headers,
    data: { username: DEMO_DEALER.email, password: DEMO_DEALER.password },
  });
  expect(signedIn.ok(), `signing in as the dealer: ${signedIn.status()}`).toBe(true);
  // The best-stocked accessory sold without options: earlier journeys of the run buy from the same catalogue.
  const [accessory] = await accessoriesInStock(request, headers, { quantity: options.quantity });
  const added = await request.post('/api/cart/items', {
    headers,
    data: { productId: accessory!.id, quantity: options.quantity },
  });
  expect(added.ok(), `adding product ${accessory!.id} to the cart: ${await added.text()}`).toBe(true);
  const placed = await request.post('/api/cart/checkout', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      email: DEMO_DEALER.email,
      phone: '+48 600 200 300',
      billing: {
        type: 'company',
        ...options.company,
        firstName: 'Jan',
        lastName: 'Nowak',
        street: 'ul. Głogowska 31',
        zipCode: '60-702',
        city: 'Poznań',
        country: 'PL',
      },
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      consents: { terms: true, privacy: true },
    },
  });
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  return (
    (await placed.json()) as { order: { id: string; number: string; total: { amount: number; currency: string } } }
  ).order;
}
