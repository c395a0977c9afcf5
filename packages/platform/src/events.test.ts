// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { emitShopEvent, onShopEvent } from './events';

describe('shop events', () => {
  it('delivers the detail to listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onShopEvent('shell:language-changed', listener);
    emitShopEvent('shell:language-changed', { lang: 'en' });
    expect(listener).toHaveBeenCalledWith({ lang: 'en' });
    unsubscribe();
    emitShopEvent('shell:language-changed', { lang: 'pl' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('are DOM events on window, so code outside the platform hears them too', () => {
    const heard = vi.fn();
    window.addEventListener('checkout:cart-changed', heard);
    emitShopEvent('checkout:cart-changed');
    expect(heard).toHaveBeenCalledTimes(1);
    window.removeEventListener('checkout:cart-changed', heard);
  });

  it('carry events a team names itself', () => {
    const listener = vi.fn();
    onShopEvent('catalog:product-viewed', listener);
    emitShopEvent('catalog:product-viewed', { id: 12 });
    expect(listener).toHaveBeenCalledWith({ id: 12 });
  });
});
