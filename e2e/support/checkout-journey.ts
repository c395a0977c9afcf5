import { expect, type Page } from '@playwright/test';
import { expectScreen, remoteFrame } from './storefront';

// Steps the checkout journeys share (e2e/checkout-*.spec.ts): put an e-bike into the cart from its product
// page, fill the checkout as a guest or a customer, and pay on a provider's sandbox page (embedded mode
// starts the sandboxes; their pages have the buttons "Zapłać" and "Odrzuć").

export const words = {
  pl: {
    collection: '/pl/kategoria/59/rowery-elektryczne',
    productPath: /\/pl\/produkt\/\d+\//,
    addToCart: 'Dodaj do koszyka',
    added: 'Dodano do koszyka',
    findDealer: 'Znajdź sklep',
    cart: '/pl/koszyk',
    toCheckout: 'Przejdź do kasy',
    asGuest: 'Kontynuuj bez rejestracji',
    email: 'E-mail',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    street: 'Ulica i numer',
    zipCode: 'Kod pocztowy',
    city: 'Miejscowość',
    terms: 'Akceptuję regulamin sklepu',
    privacy: 'Akceptuję politykę prywatności',
    place: 'Zamawiam i płacę',
    tpay: /Szybki przelew online \(Tpay\)/,
    card: /Karta płatnicza \(PolCard\)/,
    successPath: /\/pl\/platnosc\/tpay\/sukces\?order=/,
    thanks: 'Dziękujemy za płatność',
    toOrder: 'Zobacz zamówienie',
    paid: 'Opłacone',
    failed: 'Płatność nie powiodła się',
    orders: '/pl/konto/zamowienia',
    payAgain: 'Zapłać ponownie',
  },
  en: {
    collection: '/en/collection/59/electric-bikes',
    productPath: /\/en\/product\/\d+\//,
    addToCart: 'Add to cart',
    added: 'Added to cart',
    findDealer: 'Find a dealer',
    cart: '/en/cart',
    toCheckout: 'Go to checkout',
    asGuest: 'Continue as a guest',
    email: 'E-mail',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street and number',
    zipCode: 'Postal code',
    city: 'City',
    terms: 'I accept the terms of service',
    privacy: 'I accept the privacy policy',
    place: 'Order and pay',
    tpay: /Fast online transfer \(Tpay\)/,
    card: /Card \(PolCard\)/,
    successPath: /\/en\/payment\/tpay\/success\?order=/,
    thanks: 'Thank you for your payment',
    toOrder: 'View the order',
    paid: 'Paid',
    failed: 'The payment failed',
    orders: '/en/account/orders',
    payAgain: 'Pay now',
  },
} as const;

export type Lang = keyof typeof words;

/**
 * Opens the e-bike collection and puts the first e-bike that can be bought into the cart from its product
 * page; answers the product's name.
 */
export async function addAnEbikeToCart(page: Page, lang: Lang): Promise<string> {
  const w = words[lang];
  await page.goto(w.collection);
  const collection = remoteFrame(page, 'mf-catalog', 'collection');
  const links = collection.locator('article a[href*="/produkt/"], article a[href*="/product/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = [...new Set(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).pathname)))];
  for (const href of hrefs.slice(0, 6)) {
    await page.goto(href);
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');
    const button = product.getByRole('button', { name: w.addToCart });
    // The page is drawn once its dealer link shows; one that cannot be ordered online (earlier journeys bought
    // its demo stock) has no quantity to choose and no button: the next e-bike is tried.
    await expect(product.getByRole('link', { name: w.findDealer })).toBeVisible();
    if ((await product.getByRole('spinbutton').count()) === 0) continue;
    await expect(button).toBeVisible();
    if (await button.isDisabled()) continue;
    await button.click();
    const outcome = product.getByText(w.added).or(product.getByRole('alert'));
    await expect(outcome.first()).toBeVisible();
    if (await product.getByText(w.added).isVisible()) {
      return (await product.getByRole('heading', { level: 1 }).textContent()) ?? '';
    }
  }
  throw new Error('no e-bike of the collection could be put into the cart');
}

/** The cart page, with the product in it, on to the checkout (as a guest when asked which way). */
export async function goToCheckout(page: Page, lang: Lang, product: string, asGuest: boolean): Promise<void> {
  const w = words[lang];
  await page.goto(w.cart);
  const cart = remoteFrame(page, 'mf-checkout', 'cart');
  await expect(cart.getByRole('link', { name: product })).toBeVisible();
  await expect(cart.locator('[data-total="total"] dd')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await cart.getByRole('link', { name: w.toCheckout }).click();
  if (asGuest) {
    await expectScreen(page, 'mf-checkout', 'checkoutLogin');
    await remoteFrame(page, 'mf-checkout', 'checkoutLogin').getByRole('link', { name: w.asGuest }).click();
  }
  await expectScreen(page, 'mf-checkout', 'checkout');
}

export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
}

/** Fills the checkout for a Polish address, chooses the payment and ticks the consents, then orders. */
export async function placeOrder(page: Page, lang: Lang, buyer: Buyer, payment: 'tpay' | 'card'): Promise<void> {
  const w = words[lang];
  const form = remoteFrame(page, 'mf-checkout', 'checkout');
  const email = form.getByRole('textbox', { name: w.email });
  await expect(email).toBeVisible();
  await email.fill(buyer.email);
  await form.getByRole('textbox', { name: w.firstName }).fill(buyer.firstName);
  await form.getByRole('textbox', { name: w.lastName }).fill(buyer.lastName);
  await form.getByRole('textbox', { name: w.street }).fill('Marszałkowska 10');
  await form.getByRole('textbox', { name: w.zipCode }).fill('00-950');
  await form.getByRole('textbox', { name: w.city }).fill('Warszawa');
  await form.getByRole('radio', { name: payment === 'tpay' ? w.tpay : w.card }).check();
  await form.getByRole('checkbox', { name: w.terms }).check();
  await form.getByRole('checkbox', { name: w.privacy }).check();
  await form.getByRole('button', { name: w.place }).click();
}

/** On a provider's sandbox page: pays ("Zapłać") or refuses ("Odrzuć"). */
export async function decideOnSandbox(page: Page, choice: 'Zapłać' | 'Odrzuć'): Promise<void> {
  const button = page.getByRole('button', { name: choice, exact: true });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.click();
}

/** The order page shows the payment status, once the provider's notification has been handled. */
export async function expectPaid(page: Page, lang: Lang): Promise<void> {
  const w = words[lang];
  await expect(async () => {
    await page.reload();
    await expect(page.locator('[data-payment-status="paid"]').first()).toHaveText(w.paid, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Nothing on the page is wider than the window (a phone of 360 px must not scroll sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page is wider than the window').toBeLessThanOrEqual(0);
}
