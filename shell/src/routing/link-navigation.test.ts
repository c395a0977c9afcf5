// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inShopTarget } from './link-navigation';

function clickOn(html: string, init: MouseEventInit = {}): string | undefined {
  document.body.innerHTML = html;
  const target = document.body.querySelector('[data-click]') ?? document.body.firstElementChild!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return inShopTarget(event, window.location.origin);
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('inShopTarget', () => {
  it('keeps a plain click on a storefront link inside the page', () => {
    expect(clickOn('<a href="/pl/koszyk">Koszyk</a>')).toBe('/pl/koszyk');
    expect(clickOn('<a href="/en/search?q=city"><span data-click>Search</span></a>')).toBe('/en/search?q=city');
  });

  it('leaves new tabs, downloads, other sites and other paths to the browser', () => {
    expect(clickOn('<a href="/pl/koszyk">x</a>', { ctrlKey: true })).toBeUndefined();
    expect(clickOn('<a href="/pl/koszyk">x</a>', { button: 1 })).toBeUndefined();
    expect(clickOn('<a href="/pl/koszyk" target="_blank">x</a>')).toBeUndefined();
    expect(clickOn('<a href="/pl/katalog.pdf" download>x</a>')).toBeUndefined();
    expect(clickOn('<a href="https://www.facebook.com/zefirbikes">x</a>')).toBeUndefined();
    expect(clickOn('<a href="/api/documents/catalog/pl">x</a>')).toBeUndefined();
  });

  it('lets the admin panel and the storefront load each other fresh', () => {
    window.history.replaceState(null, '', '/pl/');
    expect(clickOn('<a href="/pl/admin">x</a>')).toBeUndefined();
    window.history.replaceState(null, '', '/pl/admin/orders');
    expect(clickOn('<a href="/pl/admin/customers">x</a>')).toBe('/pl/admin/customers');
  });

  it('leaves a jump within the page (the skip link) to the browser', () => {
    window.history.replaceState(null, '', '/pl/koszyk');
    expect(clickOn('<a href="#main">x</a>')).toBeUndefined();
  });
});
