import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  decideOnSandbox,
  expectPaid,
  goToCheckout,
  type Lang,
  placeOrder,
  uniqueEmail,
  words,
} from './support/checkout-journey';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 24's gift card journey, in both languages (docs/decisions/gift-cards.md): a guest buys the gift card
// (product 1905) for a friend with a message, pays it in the Tpay sandbox; the friend's e-mail brings the code
// with the printable card attached; the balance page shows its value; the card then pays half of a second
// order (seven workshop hours), Tpay the rest; the balance page shows what is left. Axe on the product page
// with the card's options, the checkout with the gift card field and the balance page.

const GIFT_CARD = 1905;
const WORKSHOP_HOUR = 1907;
const headers = (lang: Lang) => ({
  Authorization: 'Bearer shop-storefront',
  'X-Language': lang,
  'X-Currency': lang === 'pl' ? 'PLN' : 'EUR',
});

const texts = {
  pl: {
    productPath: `/pl/produkt/${GIFT_CARD}/karta`,
    recipient: 'E-mail osoby obdarowanej',
    message: 'Życzenia na karcie',
    cardName: 'Karta podarunkowa 500 zł',
    hourName: 'Godzina pracy serwisu',
    giftCardField: 'Kod karty podarunkowej',
    balancePath: '/pl/saldo-karty-podarunkowej',
    check: 'Sprawdź saldo',
    value: /500,00\szł/,
    left: /0,00\szł/,
    empty: 'Środki na karcie zostały wykorzystane.',
    unknown: 'Nie ma karty podarunkowej o takim kodzie',
    subject: /Karta podarunkowa o wartości/,
  },
  en: {
    productPath: `/en/product/${GIFT_CARD}/gift-card`,
    recipient: 'Recipient’s e-mail',
    message: 'Message on the card',
    cardName: 'Gift card (500 PLN)',
    hourName: 'One hour of workshop time',
    giftCardField: 'Gift card code',
    balancePath: '/en/gift-card-balance',
    check: 'Check the balance',
    value: /€119\.00/,
    left: /€0\.00/,
    empty: 'The card has been used up.',
    unknown: 'There is no gift card with this code',
    subject: /A gift card worth/,
  },
};

/** The balance page: types the code and answers the answer's section. */
async function checkBalance(page: Page, lang: Lang, code: string) {
  const t = texts[lang];
  await page.goto(t.balancePath);
  await expectScreen(page, 'mf-checkout', 'giftCardBalance');
  const screen = remoteFrame(page, 'mf-checkout', 'giftCardBalance');
  await screen.getByRole('textbox', { name: t.giftCardField }).fill(code);
  await screen.getByRole('button', { name: t.check }).click();
  return screen;
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: a gift card is bought, paid by Tpay, e-mailed, and pays half of a second order`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = texts[lang];
    const w = words[lang];
    const buyer = uniqueEmail(`karta.${lang}`);
    const friend = uniqueEmail(`obdarowana.${lang}`);

    // The gift card's page: who gets it and the wishes, then into the cart.
    await page.goto(t.productPath);
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');
    await product.getByRole('textbox', { name: t.recipient }).fill(friend);
    await product.getByRole('textbox', { name: t.message }).fill('Na nowe trasy!');
    await expectNoSeriousA11yViolations(page, `${lang} gift card page`);
    await product.getByRole('button', { name: w.addToCart }).click();
    await expect(product.getByText(w.added)).toBeVisible();

    // Checkout: nothing shipped, and a gift card cannot pay for a gift card, so no code is asked for.
    await goToCheckout(page, lang, t.cardName, true);
    const form = remoteFrame(page, 'mf-checkout', 'checkout');
    await expect(form.getByRole('textbox', { name: w.email })).toBeVisible();
    await expect(form.getByRole('textbox', { name: t.giftCardField })).toHaveCount(0);
    await placeOrder(page, lang, { email: buyer, firstName: 'Anna', lastName: 'Nowak' }, 'tpay');
    await decideOnSandbox(page, 'Zapłać');
    await expect(page).toHaveURL(w.successPath);

    // The friend's e-mail: the code, with the printable card attached; the buyer is told it went.
    const { text, match } = await mailTo(page, friend, /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/);
    const code = match[1]!;
    expect(text).toMatch(t.subject);
    expect(text).toContain('Na nowe trasy!');
    expect(text).toContain('application/pdf');
    const note = await mailTo(page, buyer, new RegExp(friend.replace(/[.+]/g, '\\$&')));
    expect(note.text).not.toContain(code);

    // The balance page: a wrong code is told so at its field; the card shows its whole value.
    const wrong = await checkBalance(page, lang, '0000-0000-0000-0000');
    await expect(wrong.getByText(t.unknown)).toBeVisible();
    const balance = await checkBalance(page, lang, code.toLowerCase());
    await expect(balance.locator('[data-balance]')).toHaveText(t.value);
    await expectNoSeriousA11yViolations(page, `${lang} gift card balance`);

    // A second order: seven workshop hours (about twice the card); the card pays its part, Tpay the rest.
    const added = await page.request.post('/api/cart/items', {
      headers: headers(lang),
      data: { productId: WORKSHOP_HOUR, quantity: 7 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const cart = await added.json();
    const total = cart.totals.total.amount as number;
    await goToCheckout(page, lang, t.hourName, true);
    const second = remoteFrame(page, 'mf-checkout', 'checkout');
    await second.getByRole('textbox', { name: t.giftCardField }).fill(code);
    await expectNoSeriousA11yViolations(page, `${lang} checkout with a gift card`);
    await placeOrder(page, lang, { email: buyer, firstName: 'Anna', lastName: 'Nowak' }, 'tpay');
    await expect(page.getByRole('heading', { name: 'Płatność za zamówienie' })).toBeVisible({ timeout: 20_000 });
    if (lang === 'pl') {
      // 7 × 149 zł less the card's 500 zł.
      const rest = ((total - 50_000) / 100).toFixed(2).replace('.', ',');
      await expect(page.getByTestId('amount')).toContainText(rest);
    }
    await decideOnSandbox(page, 'Zapłać');
    await expect(page).toHaveURL(w.successPath);
    await remoteFrame(page, 'mf-checkout', 'paymentSuccess').getByRole('link', { name: w.toOrder }).click();
    await expectPaid(page, lang);
    await expect(page.locator('[data-total="giftCard"] dd')).toHaveText(new RegExp(t.value.source));

    // Nothing is left on the card.
    const after = await checkBalance(page, lang, code);
    await expect(after.locator('[data-balance]')).toHaveText(t.left);
    await expect(after.getByText(t.empty)).toBeVisible();
  });
}
