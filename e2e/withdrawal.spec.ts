import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { demoSuperAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 27, the withdrawal function in Polish and English: a guest's order of three accessories is paid,
// sent and delivered (staff move it along the order status table); from the guest order page the guest
// withdraws from two of the three in two steps ("Confirm withdrawal" separate), and the confirmation e-mail
// carries when the statement was received. A bike ordered with an engraving offers no withdrawal and says why.

const asAdminPanel = { authorization: 'Bearer shop-admin' };
const storefront = { authorization: 'Bearer shop-storefront' };
type Lang = 'pl' | 'en';

const texts = {
  pl: {
    orderPage: (id: string, token: string) => `/pl/zamowienie/${id}/${token}`,
    footerLink: 'Odstąp od umowy tutaj',
    offer: 'Odstąp od umowy',
    next: 'Dalej',
    confirm: 'Potwierdź odstąpienie',
    done: 'Otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy',
    mailSubject: /Potwierdzenie odstąpienia od umowy/,
    engraved: /wykonaliśmy według Twojej specyfikacji/,
    timeZone: '(czas polski)',
  },
  en: {
    orderPage: (id: string, token: string) => `/en/order/${id}/${token}`,
    footerLink: 'Withdraw from contract here',
    offer: 'Withdraw from contract',
    next: 'Next',
    confirm: 'Confirm withdrawal',
    done: 'We have received your statement of withdrawal',
    mailSubject: /Confirmation of withdrawal from the contract/,
    engraved: /made to your specification/,
    timeZone: '(Polish time)',
  },
};

interface PlacedOrder {
  id: string;
  number: string;
  token: string;
  total: { amount: number };
  items: { name: string }[];
}

const billing = (lang: Lang) => ({
  type: 'person',
  firstName: 'Anna',
  lastName: lang === 'pl' ? 'Odstąpiła' : 'Withdrew',
  street: 'Polna 7',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  region: 'pl_mz',
});

/** A guest's transfer order of `lines` (product id and options) through the API, in a fresh browser context. */
async function guestOrder(browser: Browser, lang: Lang, email: string, pick: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await pick(page);
  const placed = await page.request.post('/api/cart/checkout', {
    headers: { ...storefront, 'X-Language': lang },
    data: {
      idempotencyKey: crypto.randomUUID(),
      email,
      phone: '+48 600 100 200',
      billing: billing(lang),
      deliveryMethod: 'COURIER',
      paymentMethod: 'transfer',
      consents: { terms: true, privacy: true },
    },
  });
  expect(placed.status(), `checkout: ${await placed.text()}`).toBe(201);
  return { page, order: ((await placed.json()) as { order: PlacedOrder }).order };
}

/** Three different accessories still in stock, one piece each. */
async function threeAccessories(page: Page, lang: Lang) {
  const headers = { ...storefront, 'X-Language': lang };
  const products = await page.request.get('/api/catalog/products?category=accessory&limit=50', { headers });
  let added = 0;
  for (const product of ((await products.json()) as { items: Array<{ id: number }> }).items) {
    if ((await page.request.post('/api/cart/items', { headers, data: { productId: product.id, quantity: 1 } })).ok())
      added += 1;
    if (added === 3) return;
  }
  throw new Error('fewer than three accessories could be put in the cart');
}

/** A bike with an engraving option, engraved. */
async function engravedBike(page: Page, lang: Lang) {
  const headers = { ...storefront, 'X-Language': lang };
  const list = await page.request.get('/api/catalog/products?collection=59&limit=100', { headers });
  for (const { id } of ((await list.json()) as { items: { id: number }[] }).items) {
    const product = (await (await page.request.get(`/api/catalog/products/${id}`, { headers })).json()) as {
      availability: string;
      options: { id: number; code: string }[];
    };
    const engraving = product.options.find((option) => option.code === 'engraving');
    if (!engraving || product.availability !== 'available') continue;
    const added = await page.request.post('/api/cart/items', {
      headers,
      data: { productId: id, quantity: 1, options: [{ optionId: engraving.id, value: 'Anna 2026' }] },
    });
    if (added.ok()) return;
  }
  throw new Error('no bike with an engraving could be put in the cart');
}

/** Staff record the transfer and move the order on to sent, then completed: delivered. */
async function deliver(staff: APIRequestContext, order: PlacedOrder) {
  const paid = await staff.post('/api/admin/transactions', {
    headers: asAdminPanel,
    data: {
      orderNumber: order.number,
      type: 'transfer',
      amount: order.total.amount,
      date: new Date().toISOString().slice(0, 10),
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  for (const [from, to] of [
    ['new', 'in_progress'],
    ['in_progress', 'sent'],
    ['sent', 'completed'],
  ]) {
    const moved = await staff.post(`/api/admin/orders/${order.id}/status`, {
      headers: asAdminPanel,
      data: { from, to },
    });
    if (from === 'new') expect([200, 409], await moved.text()).toContain(moved.status());
    else expect(moved.status(), `${from} → ${to}: ${await moved.text()}`).toBe(200);
  }
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`a guest withdraws from two of three items of a delivered order in two steps and gets the e-mail (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const email = `odstapienie.${lang}.${Date.now()}@example.com`;
    const { page, order } = await guestOrder(browser, lang, email, (p) => threeAccessories(p, lang));
    const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const signedIn = await staff.request.post('/api/account/login', {
      headers: storefront,
      data: { username: demoSuperAdmin.email, password: demoSuperAdmin.password },
    });
    expect(signedIn.ok()).toBe(true);
    await deliver(staff.request, order);
    await staff.close();

    // The footer of the order page links the withdrawal function; the order itself offers its button.
    await page.goto(t.orderPage(order.id, order.token));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: t.footerLink })).toBeVisible({
      timeout: 30_000,
    });
    const orderArea = remoteFrame(page, 'mf-checkout', 'orderConfirmation');
    await orderArea.getByRole('link', { name: t.offer, exact: true }).click();
    await expectScreen(page, 'mf-account', 'withdrawal');
    const form = remoteFrame(page, 'mf-account', 'withdrawal');

    // Step one comes filled in from the order; the page is checked with axe.
    await expect(form.getByRole('textbox', { name: /Numer zamówienia|Order number/ })).toHaveValue(order.number);
    await expectNoSeriousA11yViolations(page, `${lang} withdrawal, step one`);
    await form.getByRole('button', { name: t.next }).click();

    // Step two: every item chosen; the guest keeps the third and confirms.
    const boxes = form.getByRole('checkbox');
    // The first check loads the form's schemas: on a busy machine that takes a while.
    await expect(boxes).toHaveCount(3, { timeout: 30_000 });
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await boxes.nth(2).uncheck();
    await expectNoSeriousA11yViolations(page, `${lang} withdrawal, step two`);
    await form.getByRole('button', { name: t.confirm }).click();

    await expect(form.getByText(t.done)).toBeVisible({ timeout: 20_000 });
    const receivedAt = form.getByText(t.timeZone);
    const shown = /(\d{2}[./]\d{2}[./]\d{4}, \d{2}:\d{2})/.exec((await receivedAt.textContent()) ?? '')?.[1];
    expect(shown, 'the time the statement was received').toBeTruthy();
    await expect(form.getByRole('region', { name: t.done }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, `${lang} withdrawal received`);

    // The confirmation e-mail carries the same time and the two items, not the third.
    const mail = await mailTo(page, email, t.mailSubject);
    expect(mail.text).toContain(`${shown} ${t.timeZone}`);
    expect(mail.text).toContain(order.items[0]!.name);
    expect(mail.text).toContain(order.items[1]!.name);

    // The order page now offers the third item only: the button stays while something is left.
    await page.goto(t.orderPage(order.id, order.token));
    await expect(orderArea.getByRole('link', { name: t.offer, exact: true })).toBeVisible({ timeout: 30_000 });
  });

  test(`an engraved bike's order offers no withdrawal and says why (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const email = `grawer.${lang}.${Date.now()}@example.com`;
    const { page, order } = await guestOrder(browser, lang, email, (p) => engravedBike(p, lang));
    await page.goto(t.orderPage(order.id, order.token));
    const orderArea = remoteFrame(page, 'mf-checkout', 'orderConfirmation');
    await expect(orderArea.getByText(t.engraved)).toBeVisible({ timeout: 30_000 });
    await expect(orderArea.getByRole('link', { name: t.offer, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${lang} engraved order page`);
  });
}
