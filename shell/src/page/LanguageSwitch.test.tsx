// @vitest-environment jsdom
import { initI18n, preloadLanguage } from '@shop/platform';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch';

beforeAll(async () => {
  await initI18n('pl');
  await preloadLanguage('en');
});
afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('links the same screen in each language and marks the current one', () => {
    render(<LanguageSwitch pathname="/pl/konto/zamowienia/7" lang="pl" />);
    const english = screen.getByRole('link', { name: 'English' });
    const polish = screen.getByRole('link', { name: 'Polski' });
    expect(english).toHaveAttribute('href', '/en/account/orders/7');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(polish).toHaveAttribute('href', '/pl/konto/zamowienia/7');
    expect(polish).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');
  });

  it('maps the segments of every kind of screen', () => {
    render(<LanguageSwitch pathname="/en/payment/tpay/success" lang="en" />);
    expect(screen.getByRole('link', { name: 'Polski' })).toHaveAttribute('href', '/pl/platnosc/tpay/sukces');
  });

  it('leads to the English home page from a page that exists in Polish only', () => {
    render(
      <LanguageSwitch
        pathname="/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate"
        lang="pl"
      />,
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });

  it('leads to the other home page from the 404 page', () => {
    render(<LanguageSwitch pathname="/pl/nie-ma-takiej-strony" lang="pl" />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
  });
});
