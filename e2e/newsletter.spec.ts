import { expect, test } from '@playwright/test';

// The newsletter block: the address is checked in the page's language before anything is sent, then a
// thank-you replaces the form (SPEC §4).

const cases = [
  {
    lang: 'pl',
    label: 'Twój adres e-mail',
    submit: 'Zapisz się',
    empty: 'To pole jest wymagane',
    invalid: 'Wpisz poprawny adres e-mail',
    thanks: 'Dziękujemy!',
  },
  {
    lang: 'en',
    label: 'Your e-mail address',
    submit: 'Sign up',
    empty: 'This field is required',
    invalid: 'Enter a valid e-mail address',
    thanks: 'Thank you!',
  },
] as const;

for (const { lang, label, submit, empty, invalid, thanks } of cases) {
  test(`the newsletter form checks the address and thanks the shopper (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const block = page.locator('[data-block="newsletter"]');
    const field = block.getByLabel(label);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact/newsletter')) sent.push(request.postData() ?? '');
    });

    await block.getByRole('button', { name: submit }).click();
    await expect(block.locator('[data-error="email"]')).toHaveText(empty);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill('not-an-address');
    await block.getByRole('button', { name: submit }).click();
    await expect(block.locator('[data-error="email"]')).toHaveText(invalid);
    expect(sent).toEqual([]);

    const address = `newsletter-${lang}-${Date.now()}@example.com`;
    await field.fill(address);
    await block.getByRole('button', { name: submit }).click();
    await expect(block.getByRole('status')).toContainText(thanks);
    await expect(field).toHaveCount(0);
    expect(sent).toEqual([JSON.stringify({ email: address })]);
  });
}
