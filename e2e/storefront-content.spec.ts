import { expect, type Page, test } from '@playwright/test';
import { expectScreen } from './support/storefront';

// The content pages of issue 4 in both languages: blog list → post, the store locator (a tag filter and a
// search that finds nothing), the contact form (errors, then success), the insurance check against the
// insurer's sandbox (insured, not insured, expired) and the Polish-only funding page.

/** A day `days` before today in Poland, as the date input wants it (the sandbox dates its policies so). */
function daysAgo(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Demo frame numbers of the insurer's sandbox (services/cms/src/insurance/README.md). */
const frames = { insured: 'ZF2025A00017', expired: 'ZF2024B00342', notInsured: 'ZF2025C09999' };

const languages = [
  {
    lang: 'pl',
    blog: '/pl/blog',
    locator: '/pl/gdzie-kupic',
    contact: '/pl/kontakt',
    insurance: '/pl/ubezpieczenie',
    t: {
      rental: 'Wypożyczalnia',
      place: 'Miejscowość, kod pocztowy lub województwo',
      search: 'Szukaj',
      noShops: 'Nie znaleziono sklepów spełniających kryteria wyszukiwania',
      stores: 'Lista sklepów',
      send: 'Wyślij wiadomość',
      failed: 'Wysyłanie wiadomości nie powiodło się. Popraw błędy w formularzu',
      required: 'To pole jest wymagane',
      topic: 'Wybierz temat, aby Twoja wiadomość trafiła do właściwego działu',
      consent: 'Zgoda na przetwarzanie danych jest potrzebna, abyśmy mogli się z Tobą skontaktować',
      shortMessage: 'Wiadomość musi mieć od 10 do 5000 znaków',
      sent: 'Twoja wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe',
      name: 'Imię i nazwisko',
      email: 'Adres e-mail',
      topicLabel: 'Temat',
      message: 'Wiadomość',
      consentLabel: 'Wyrażam zgodę',
      frame: 'Numer ramy',
      date: 'Data zakupu',
      check: 'Sprawdź ubezpieczenie',
      insured: 'Twój rower jest ubezpieczony',
      notInsured: 'Twój rower nie jest ubezpieczony',
      expired: 'Twoje ubezpieczenie wygasło',
      offer: 'Kup ubezpieczenie OC i NNW rowerzysty u naszego partnera',
    },
  },
  {
    lang: 'en',
    blog: '/en/blog',
    locator: '/en/store-locator',
    contact: '/en/contact',
    insurance: '/en/ebike-insurance',
    t: {
      rental: 'Rental',
      place: 'Town, postal code or voivodeship',
      search: 'Search',
      noShops: 'No stores found matching the search criteria',
      stores: 'List of stores',
      send: 'Send message',
      failed: 'Sending the message failed. Please correct the errors in the form',
      required: 'This field is required',
      topic: 'Choose a topic so your message reaches the right department',
      consent: 'We need your consent to data processing to contact you',
      shortMessage: 'The message must be between 10 and 5000 characters long',
      sent: 'Your message has been sent. We will answer as soon as possible',
      name: 'Full name',
      email: 'E-mail address',
      topicLabel: 'Topic',
      message: 'Message',
      consentLabel: 'I agree',
      frame: 'Frame number',
      date: 'Purchase date',
      check: 'Check insurance',
      insured: 'Your bike is insured',
      notInsured: 'Your bike is not insured',
      expired: 'Your insurance has expired',
      offer: 'Buy cyclist liability and accident cover from our partner',
    },
  },
] as const;

/** The form control whose label starts with `label` (required ones end with a `*`). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** The error message a control points at through aria-describedby. */
async function errorOf(page: Page, label: string): Promise<string | null> {
  const control = field(page, label);
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

for (const { lang, blog, locator, contact, insurance, t } of languages) {
  test(`blog list leads to a post (${lang})`, async ({ page }) => {
    await page.goto(blog);
    await expectScreen(page, 'mf-catalog', 'blog');
    const first = page.locator('[data-screen="blog"] li h2 a').first();
    await expect(first).toBeVisible();
    const title = (await first.textContent())!;
    // Every card has its cover, drawn by the shop; none that has loaded is broken (the rest load lazily).
    const covers = page.locator('[data-screen="blog"] li img');
    await expect
      .poll(() => covers.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const broken = await covers.evaluateAll(
      (images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
    );
    expect(broken).toBe(0);
    await first.click();
    await expectScreen(page, 'mf-catalog', 'blogPost');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('article p').nth(2)).not.toBeEmpty();
  });

  test(`the store locator filters by tag and says when nothing matches (${lang})`, async ({ page }) => {
    await page.goto(locator);
    const stores = page.getByRole('list', { name: t.stores });
    await expect(stores.getByRole('listitem').first()).toBeVisible();
    const all = await stores.getByRole('listitem').count();
    expect(all).toBeGreaterThanOrEqual(40);
    await expect(page.locator('[data-map] [data-shop-id]')).toHaveCount(all);

    await page.getByRole('button', { name: t.rental, exact: true }).click();
    await expect(page).toHaveURL(/\?tag=rental$/);
    await expect.poll(() => stores.getByRole('listitem').count()).toBeLessThan(all);
    const rentals = stores.getByRole('listitem');
    for (let index = 0; index < (await rentals.count()); index++) {
      await expect(rentals.nth(index).getByText(t.rental, { exact: true })).toBeVisible();
    }

    // A card and its marker are picked together.
    const card = rentals.first();
    await card.getByRole('button').last().click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(page.locator('[data-map] [data-shop-id][aria-pressed="true"]')).toHaveCount(1);

    await page.getByRole('button', { name: t.rental, exact: true }).click();
    await field(page, t.place).fill('Xyzzy Nibylandia');
    await page.getByRole('main').getByRole('button', { name: t.search, exact: true }).click();
    await expect(page.getByText(t.noShops)).toBeVisible();
    await expect(stores).toHaveCount(0);
  });

  test(`the contact form names its errors, then sends (${lang})`, async ({ page }) => {
    await page.goto(contact);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.failed)).toBeVisible();
    expect(await errorOf(page, t.name)).toBe(t.required);
    expect(await errorOf(page, t.email)).toBe(t.required);
    expect(await errorOf(page, t.topicLabel)).toBe(t.topic);
    expect(await errorOf(page, t.message)).toBe(t.required);
    expect(await errorOf(page, t.consentLabel)).toBe(t.consent);
    await expect(field(page, t.name)).toBeFocused();

    await field(page, t.name).fill('Zofia Wąsowska');
    await field(page, t.email).fill(`contact-${lang}-${Date.now()}@example.com`);
    await field(page, t.topicLabel).selectOption('service');
    await field(page, t.message).fill('Za krótko');
    await field(page, t.consentLabel).check();
    await page.getByRole('button', { name: t.send }).click();
    await expect.poll(() => errorOf(page, t.message)).toBe(t.shortMessage);

    await field(page, t.message).fill('Hamulce w moim rowerze piszczą po deszczu. Co radzicie?');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact/message'));
    await page.getByRole('button', { name: t.send }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
  });

  test(`the insurance check answers insured, not insured and expired (${lang})`, async ({ page }) => {
    await page.goto(insurance);
    const check = async (frame: string, date: string) => {
      await field(page, t.frame).fill(frame);
      await field(page, t.date).fill(date);
      await page.getByRole('button', { name: t.check }).click();
    };
    const answer = page.locator('[data-insurance-result]');

    await check(frames.insured, daysAgo(60));
    await expect(answer).toHaveAttribute('data-insurance-result', 'insured');
    await expect(page.getByText(t.insured, { exact: true })).toBeVisible();

    await check(frames.notInsured, daysAgo(30));
    await expect(answer).toHaveAttribute('data-insurance-result', 'not_insured');
    await expect(page.getByText(t.notInsured, { exact: true })).toBeVisible();

    await check(frames.expired, daysAgo(400));
    await expect(answer).toHaveAttribute('data-insurance-result', 'expired');
    await expect(page.getByText(t.expired, { exact: true })).toBeVisible();
    const offer = page.getByRole('link', { name: new RegExp(t.offer) });
    await expect(offer).toHaveAttribute('target', '_blank');
    await expect(offer).toHaveAttribute('href', /^https?:\/\//);
  });
}

test('the funding page exists in Polish and answers 404 in English', async ({ page }) => {
  const polish = await page.goto(
    '/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate',
  );
  expect(polish?.status()).toBe(200);
  await expectScreen(page, 'mf-catalog', 'funding');
  await expect(page.getByText(/program dopłat do rowerów elektrycznych został anulowany/)).toBeVisible();

  const english = await page.goto('/en/my-electric-bike/funding-poland');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('[data-remote]')).toHaveCount(0);
});
