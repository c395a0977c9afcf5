import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { type Lang, placeOrder, uniqueEmail, words } from './support/checkout-journey';
import { png } from './support/files';
import { mailTo } from './support/mail';
import { expectScreen, remoteFrame } from './support/storefront';

// Issue 24, "every option kind and display": a bike's engraving, fitting choices and insurance switch, and
// the sticker set's required logo file, chosen on the product page, carried by the cart line (and changed
// there), into the order, its e-mail and the admin's order screen — in Polish and in English, with axe on
// the product page and the cart.

const storefront = { Authorization: 'Bearer shop-storefront' };

interface Option {
  id: number;
  code: string;
  name: string;
  variantAxis: boolean;
  values: { id: number; label: string; priceDelta?: number }[];
}
interface Product {
  id: number;
  name: string;
  slugs: { pl: string; en: string };
  availability: string;
  options: Option[];
}

const texts = {
  pl: {
    productPath: (p: Product) => `/pl/produkt/${p.id}/${p.slugs.pl}`,
    withOptions: /Cena z wybranymi opcjami/,
    blocked: 'Uzupełnij zaznaczone opcje, aby dodać produkt do koszyka.',
    required: 'To pole jest wymagane',
    wrongType: /nieobsługiwany format/,
    preview: 'Podgląd pliku logo-firmy.png',
    change: 'Zmień opcje',
    save: 'Zapisz opcje',
    download: 'Pobierz plik logo-firmy.png',
    stickers: 'Naklejki',
    engraving: 'Anna 2026',
    newEngraving: 'Ola 2026',
  },
  en: {
    productPath: (p: Product) => `/en/product/${p.id}/${p.slugs.en}`,
    withOptions: /Price with the chosen options/,
    blocked: 'Fill in the marked options to add the product to the cart.',
    required: 'This field is required',
    wrongType: /not of an accepted type/,
    preview: 'Preview of logo-firmy.png',
    change: 'Change options',
    save: 'Save options',
    download: 'Download the file logo-firmy.png',
    stickers: 'stickers',
    engraving: 'Anna 2026',
    newEngraving: 'Ola 2026',
  },
} as const;

async function catalogue(page: Page, lang: Lang, path: string) {
  const answer = await page.request.get(path, { headers: { ...storefront, 'X-Language': lang } });
  expect(answer.ok(), path).toBe(true);
  return answer.json();
}

/** A bike of the demo catalogue whose default variant can be bought and that has all three extras. */
async function bikeWithExtras(page: Page, lang: Lang): Promise<Product> {
  const list = (await catalogue(page, lang, '/api/catalog/products?collection=59&limit=100')) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const product = (await catalogue(page, lang, `/api/catalog/products/${id}`)) as Product;
    const codes = product.options.map((o) => o.code);
    if (['engraving', 'fitting', 'insurance'].every((c) => codes.includes(c)) && product.availability === 'available')
      return product;
  }
  throw new Error('no bike with an engraving, fitting choices and insurance can be bought');
}

async function stickerSet(page: Page, lang: Lang): Promise<Product> {
  const list = (await catalogue(page, lang, `/api/catalog/products?q=${texts[lang].stickers}&limit=20`)) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const product = (await catalogue(page, lang, `/api/catalog/products/${id}`)) as Product;
    if (product.options.some((o) => o.code === 'logo')) return product;
  }
  throw new Error('the sticker set is not in the catalogue');
}

const optionOf = (product: Product, code: string) => product.options.find((o) => o.code === code)!;

/** Through the cart to the placed order (Tpay chosen, not paid): answers the order's id. */
async function checkout(page: Page, lang: Lang, email: string): Promise<string> {
  const w = words[lang];
  const cart = remoteFrame(page, 'mf-checkout', 'cart');
  await cart.getByRole('link', { name: w.toCheckout }).click();
  await expectScreen(page, 'mf-checkout', 'checkoutLogin');
  await remoteFrame(page, 'mf-checkout', 'checkoutLogin').getByRole('link', { name: w.asGuest }).click();
  await expectScreen(page, 'mf-checkout', 'checkout');
  await placeOrder(page, lang, { email, firstName: 'Anna', lastName: 'Nowak' }, 'tpay');
  await expect(page.getByRole('heading', { name: /Płatność za zamówienie|Payment for order/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`/${lang}/`);
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('shop.checkout.token.'))!;
    return key.slice('shop.checkout.token.'.length);
  });
}

for (const lang of ['pl', 'en'] as const) {
  const t = texts[lang];
  const w = words[lang];

  test(`${lang}: a bike with an engraving, two fitting choices and the insurance switch goes into the order`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const bike = await bikeWithExtras(page, lang);
    const fitting = optionOf(bike, 'fitting');
    const [bell, stand] = fitting.values;
    await page.goto(t.productPath(bike));
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');

    await product.getByRole('textbox', { name: optionOf(bike, 'engraving').name }).fill(t.engraving);
    await product.getByRole('checkbox', { name: bell!.label }).check();
    await product.getByRole('checkbox', { name: stand!.label }).check();
    await product.getByRole('switch', { name: optionOf(bike, 'insurance').name }).check();
    await expect(product.getByText(t.withOptions)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} product page with options`);
    await product.getByRole('button', { name: w.addToCart }).click();
    await expect(product.getByText(w.added)).toBeVisible();

    await page.goto(w.cart);
    const cart = remoteFrame(page, 'mf-checkout', 'cart');
    await expect(cart.getByRole('link', { name: bike.name })).toBeVisible();
    await expect(cart.getByText(`${optionOf(bike, 'engraving').name}: ${t.engraving}`)).toBeVisible();
    await expect(cart.getByText(`${fitting.name}: ${bell!.label}, ${stand!.label}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} cart with options`);

    // The shopper changes the engraving on the cart screen.
    await cart.getByRole('button', { name: t.change }).click();
    const engraving = cart.getByRole('textbox', { name: optionOf(bike, 'engraving').name });
    await expect(engraving).toHaveValue(t.engraving);
    await engraving.fill(t.newEngraving);
    await cart.getByRole('button', { name: t.save }).click();
    await expect(cart.getByText(`${optionOf(bike, 'engraving').name}: ${t.newEngraving}`)).toBeVisible();

    const email = uniqueEmail(`opcje-${lang}`);
    const orderId = await checkout(page, lang, email);
    const { text } = await mailTo(page, email, new RegExp(`${optionOf(bike, 'engraving').name}: ${t.newEngraving}`));
    expect(text).toContain(`${fitting.name}: ${bell!.label}, ${stand!.label}`);
    expect(text).toContain(optionOf(bike, 'insurance').name);

    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin/orders/${orderId}`);
    await expect(page.getByText(t.newEngraving)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`${bell!.label}, ${stand!.label}`)).toBeVisible();
  });

  test(`${lang}: the sticker set needs a logo file, refuses a false one and carries it to the order`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stickers = await stickerSet(page, lang);
    const logo = optionOf(stickers, 'logo');
    await page.goto(t.productPath(stickers));
    await expectScreen(page, 'mf-catalog', 'product');
    const product = remoteFrame(page, 'mf-catalog', 'product');
    await product.getByRole('spinbutton', { name: optionOf(stickers, 'print-colours').name }).fill('2');

    // Without a file the set stays out of the cart, and says why at the field.
    await product.getByRole('button', { name: w.addToCart }).click();
    await expect(product.getByRole('alert').filter({ hasText: t.blocked })).toBeVisible();
    await expect(product.getByText(t.required)).toBeVisible();

    // A text file named like a picture is refused by its content.
    const input = product.getByLabel(logo.name);
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
    await expect(product.getByRole('alert').filter({ hasText: t.wrongType })).toBeVisible();

    await input.setInputFiles({ name: 'logo-firmy.png', mimeType: 'image/png', buffer: png(40, 20, [200, 30, 60]) });
    await expect(product.getByRole('img', { name: t.preview })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${lang} sticker set with its logo`);
    await product.getByRole('button', { name: w.addToCart }).click();
    await expect(product.getByText(w.added)).toBeVisible();

    await page.goto(w.cart);
    const cart = remoteFrame(page, 'mf-checkout', 'cart');
    await expect(cart.getByText(`${logo.name}: logo-firmy.png`)).toBeVisible();

    const orderId = await checkout(page, lang, uniqueEmail(`naklejki-${lang}`));
    await signInAsDemoAdmin(page);
    await page.goto(`/${lang}/admin/orders/${orderId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe('logo-firmy.png');
  });
}
