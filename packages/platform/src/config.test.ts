// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { json, leavePage, openPage } from './test-page';

const config = {
  testMode: true,
  brandSlug: 'volta',
  languages: ['pl', 'en'],
  currencies: ['PLN', 'EUR'],
  freeDeliveryThreshold: { amount: 20000, currency: 'PLN' },
};

describe('shop configuration', () => {
  afterEach(leavePage);

  it('is fetched once and sets the brand slug of the routes', async () => {
    const fetch = openPage([() => json(config)]);
    const { getShopConfig, loadedShopConfig } = await import('./config');
    const { pathFor } = await import('./routes');
    expect(loadedShopConfig()).toBeUndefined();
    const [first, second] = await Promise.all([getShopConfig(), getShopConfig()]);
    expect(first).toEqual(config);
    expect(second).toBe(first);
    await getShopConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(loadedShopConfig()).toBe(first);
    expect(pathFor('aboutUs', 'en')).toBe('/en/volta/about-us');
  });

  it('tries again after a failure', async () => {
    const fetch = openPage([() => Promise.reject(new TypeError('Failed to fetch')), () => json(config)]);
    const { getShopConfig } = await import('./config');
    await expect(getShopConfig()).rejects.toMatchObject({ name: 'NetworkError' });
    await expect(getShopConfig()).resolves.toMatchObject({ testMode: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
