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
    expect(english.getAttribute('href')).toBe('/en/account/orders/7');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(polish.getAttribute('href')).toBe('/pl/konto/zamowienia/7');
    expect(polish.getAttribute('aria-current')).toBe('true');
    expect(english.getAttribute('aria-current')).toBeNull();
  });

  it('maps the segments of every kind of screen', () => {
    render(<LanguageSwitch pathname="/en/payment/tpay/success" lang="en" />);
    expect(screen.getByRole('link', { name: 'Polski' }).getAttribute('href')).toBe('/pl/platnosc/tpay/sukces');
  });

  it('leads to the English home page from a page that exists in Polish only', () => {
    render(
      <LanguageSwitch
        pathname="/pl/moj-rower-elektryczny/dofinansowanie-do-rowerow-elektrycznych-jak-uzyskac-doplate"
        lang="pl"
      />,
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/');
  });

  it('leads to the other home page from the 404 page', () => {
    render(<LanguageSwitch pathname="/pl/nie-ma-takiej-strony" lang="pl" />);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/');
  });
});
