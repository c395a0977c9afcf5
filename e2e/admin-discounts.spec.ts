import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addAnEbikeToCart, words } from './support/checkout-journey';
import { remoteFrame } from './support/storefront';

// Issue 13, the discounts part of the back office in both languages: the demo super admin creates a promo code
// with a minimum basket of one and a half e-bikes; a shopper with one e-bike in the cart is told the minimum,
// and with a second one gets the discount. The form, the code's page and the list are checked with axe. Then
// staff save a price list and give the demo dealer an individual discount, each page checked with axe.

const texts = {
  pl: {
    newCode: 'Nowy kod rabatowy',
    code: 'Kod',
    percent: 'Rabat (%)',
    minimumPln: 'Minimalny koszyk (zł)',
    minimumEur: 'Minimalny koszyk (€)',
    save: 'Zapisz',
    created: (code: string) => `Kod ${code} został dodany`,
    caption: 'Kody rabatowe',
    promoLabel: 'Masz kod rabatowy?',
    apply: 'Zastosuj',
    minimum: 'Ten kod rabatowy obowiązuje przy zamówieniu za co najmniej',
    applied: (code: string) => `Kod ${code}: rabat`,
    newPriceList: 'Nowy cennik',
    name: 'Nazwa',
    currency: 'Waluta',
    prices: 'Ceny',
    discount: 'Rabat (%)',
    priceLists: 'Zapisane cenniki',
    newIndividual: 'Nowy rabat indywidualny',
    dealer: 'Dealer',
    collection: 'Kolekcja',
    discountFor: 'Rabat: Rowery Nowak Sp. z o.o.',
  },
  en: {
    newCode: 'New promo code',
    code: 'Code',
    percent: 'Discount (%)',
    minimumPln: 'Minimum basket (PLN)',
    minimumEur: 'Minimum basket (EUR)',
    save: 'Save',
    created: (code: string) => `Code ${code} added`,
    caption: 'Promo codes',
    promoLabel: 'Have a promo code?',
    apply: 'Apply',
    minimum: 'This promo code applies to orders of at least',
    applied: (code: string) => `Code ${code}:`,
    newPriceList: 'New price list',
    name: 'Name',
    currency: 'Currency',
    prices: 'Prices',
    discount: 'Discount (%)',
    priceLists: 'Saved price lists',
    newIndividual: 'New individual discount',
    dealer: 'Dealer',
    collection: 'Collection',
    discountFor: 'Discount: Rowery Nowak Sp. z o.o.',
  },
};

const panel = (page: Page) => page.locator('[data-remote="mf-admin"][data-screen="admin"]').first();
const storefront = { Authorization: 'Bearer shop-storefront' };

/** The shopper's cart as the storefront reads it. */
async function cartOf(page: Page, lang: 'pl' | 'en') {
  const answer = await page.request.get('/api/cart', { headers: { ...storefront, 'X-Language': lang } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** '1234,56' for 123456 minor units: as staff type money in the form. */
const typed = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];

  test(`staff create a promo code with a minimum basket and the cart applies it only above it (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const code = `E2E-${lang}-${Date.now()}`.toUpperCase();

    // The shopper, in a browser of their own: one e-bike in the cart.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await addAnEbikeToCart(shopper, lang);
    const [line] = (await cartOf(shopper, lang)).items;
    const { currency } = (await cartOf(shopper, lang)).totals.total;
    const minimum = Math.round(line.unitPrice.amount * 1.5);

    // Staff create the code: 10 % from a basket of one and a half e-bikes.
    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin/discounts`);
    await expect(panel(page).getByRole('table', { name: t.caption })).toBeVisible();
    await panel(page).getByRole('link', { name: t.newCode }).click();
    const form = panel(page).locator('form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the new promo code form (${lang})`);
    await form.getByRole('textbox', { name: t.code }).fill(code.toLowerCase());
    await form.getByRole('textbox', { name: t.percent }).fill('10');
    await form.getByRole('textbox', { name: currency === 'PLN' ? t.minimumPln : t.minimumEur }).fill(typed(minimum));
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.created(code))).toBeVisible();
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(code);
    await expectNoSeriousA11yViolations(page, `the promo code's page (${lang})`);
    await page.goto(`/${lang}/admin/discounts?filters[q]=${code}`);
    await expect(panel(page).getByRole('link', { name: code })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the promo codes list (${lang})`);

    // Below the minimum: the shopper is told it.
    await shopper.goto(words[lang].cart);
    const cart = remoteFrame(shopper, 'mf-checkout', 'cart');
    await cart.getByRole('textbox', { name: t.promoLabel }).fill(code.toLowerCase());
    await cart.getByRole('button', { name: t.apply }).click();
    await expect(cart.getByText(t.minimum)).toBeVisible();

    // A second e-bike takes the basket over it: the discount shows.
    const added = await shopper.request.post('/api/cart/items', {
      headers: { ...storefront, 'X-Language': lang },
      data: { productId: line.productId, variantId: line.variantId, quantity: 1 },
    });
    expect(added.ok(), `adding a second e-bike: ${added.status()}`).toBe(true);
    await shopper.reload();
    const again = remoteFrame(shopper, 'mf-checkout', 'cart');
    await again.getByRole('textbox', { name: t.promoLabel }).fill(code.toLowerCase());
    await again.getByRole('button', { name: t.apply }).click();
    await expect(again.getByRole('status').filter({ hasText: t.applied(code) })).toBeVisible();
    const discounted = await cartOf(shopper, lang);
    expect(discounted.promoCode).toEqual({
      code,
      discount: { amount: Math.floor((discounted.totals.items.amount * 10 * 2 + 100) / 200), currency },
    });
    await expectNoSeriousA11yViolations(shopper, `the cart with the code (${lang})`);
    await shopperContext.close();
  });

  test(`staff save a price list and give the demo dealer an individual discount (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Cennik ${lang}-${Date.now()}`;
    await signInAsDemoAdmin(page);

    await page.goto(`/${lang}/admin/price-lists`);
    await panel(page).getByRole('link', { name: t.newPriceList }).click();
    const form = panel(page).locator('form');
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the new price list form (${lang})`);
    await form.getByRole('textbox', { name: t.name }).fill(name);
    await form.getByRole('combobox', { name: t.currency }).selectOption('EUR');
    await form.getByRole('combobox', { name: t.prices }).selectOption('net');
    await form.getByRole('textbox', { name: t.discount }).fill('5');
    await form.getByRole('button', { name: t.save }).click();
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNoSeriousA11yViolations(page, `the price list's page (${lang})`);
    await page.goto(`/${lang}/admin/price-lists`);
    await expect(panel(page).getByRole('table', { name: t.priceLists }).getByRole('link', { name })).toBeVisible();

    await page.goto(`/${lang}/admin/discounts/individual`);
    await panel(page).getByRole('link', { name: t.newIndividual }).click();
    const discount = panel(page).locator('form');
    const dealer = discount.getByRole('combobox', { name: t.dealer, exact: true });
    await expect(dealer.getByRole('option', { name: 'Rowery Nowak Sp. z o.o.' })).toBeAttached();
    await expectNoSeriousA11yViolations(page, `the new individual discount form (${lang})`);
    await dealer.selectOption({ label: 'Rowery Nowak Sp. z o.o.' });
    // A collection of its own per run: one discount per dealer and collection.
    await discount.getByRole('textbox', { name: t.collection }).fill(String(Date.now()).slice(-6));
    await discount.getByRole('textbox', { name: t.discount }).fill('12');
    await discount.getByRole('button', { name: t.save }).click();
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(t.discountFor);
    await expectNoSeriousA11yViolations(page, `the individual discount's page (${lang})`);
  });
}
