import { defaultShopSettings, ShopConfig, type ShopSettings } from '@shop/contracts';
import { ConfigError } from '@shop/service-kit';
import { startTestService } from '@shop/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsService } from '../service';
import { cmsSettings } from '../settings';
import { type CmsTestService, startCms } from '../test-support';

let cms: CmsTestService;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ cms, stop } = await startCms());
});
afterAll(() => stop?.());

describe('GET /api/config', () => {
  it('tells the storefront what it needs before it draws', async () => {
    const answer = await cms.call('GET', '/api/config');
    expect(answer.status).toBe(200);
    const config = ShopConfig.parse(answer.body);
    expect(config).toMatchObject({
      testMode: true,
      brandSlug: 'zefir',
      languages: ['pl', 'en'],
      currencies: ['PLN', 'EUR'],
      freeDeliveryThreshold: { amount: 20_000, currency: 'PLN' },
      delivery: { countries: ['PL'], freeAbove: { amount: 20_000, currency: 'PLN' } },
      mapTilesUrl: null,
      openingHours: { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '16:00' },
    });
    expect(Object.keys(config.social)).toEqual(['facebook', 'instagram', 'youtube', 'tiktok']);
    expect(config.payment.onlineCurrency).toBe('PLN');
    expect(config.payment.transferDueWorkingDays).toBe(7);
    expect(
      config.payment.installments.map((offer) => [offer.method, offer.maxInstallments, offer.interestRate]),
    ).toEqual([
      ['installment_eraty', 20, 0],
      ['installment_ca', 10, 0],
    ]);
    expect(config.payment.installments[0]?.verificationTransfer).toEqual({ amount: 100, currency: 'PLN' });
    for (const offer of config.payment.installments) {
      expect(offer).toMatchObject({ currency: 'PLN', minBasket: { amount: 10_000, currency: 'PLN' } });
    }
    expect(config.insuranceOfferUrl).toMatch(/^https:\/\//);
    expect(config.payment.methods).toEqual([
      'online_tpay',
      'card_polcard',
      'transfer',
      'cash',
      'installment_eraty',
      'installment_ca',
    ]);
    expect(config.contact).toEqual({
      sales: 'sklep@zefir.example',
      service: 'serwis@zefir.example',
      b2b: 'b2b@zefir.example',
      general: 'kontakt@zefir.example',
    });
    // Revalidated on every page, so a setting staff change shows on the next one.
    expect(answer.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers the values this cms last took on the next call', async () => {
    const changed: ShopSettings = {
      ...defaultShopSettings,
      freeCourierThreshold: { amount: 25_000, currency: 'PLN' },
      transferDueWorkingDays: 5,
      openingHours: { days: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '17:00' },
      company: { ...defaultShopSettings.company, name: 'Zefir Rowery S.A.', street: 'ul. Nowa 1' },
    };
    const defaults = cms.context.shopSettings;
    // What the shop-settings-changed event gives the context (admin-settings.routes.test.ts saves for real).
    cms.context.shopSettings = () => changed;
    try {
      const config = ShopConfig.parse((await cms.call('GET', '/api/config')).body);
      expect(config.freeDeliveryThreshold).toEqual({ amount: 25_000, currency: 'PLN' });
      expect(config.delivery.freeAbove).toEqual({ amount: 25_000, currency: 'PLN' });
      expect(config.payment.transferDueWorkingDays).toBe(5);
      expect(config.openingHours).toEqual(changed.openingHours);
      expect(config.company).toEqual(changed.company);
    } finally {
      cms.context.shopSettings = defaults;
    }
  });

  it('takes test mode, brand, map tiles and the partner offer from the environment', async () => {
    const other = await startTestService(cmsService, {
      env: {
        SHOP_TEST_MODE: 'false',
        BRAND_SLUG: 'wiatr',
        MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        INSURANCE_OFFER_URL: 'https://partner.example/offer',
      },
    });
    try {
      const answer = await other.call('GET', '/api/config');
      expect(answer.body).toMatchObject({
        testMode: false,
        brandSlug: 'wiatr',
        mapTilesUrl: 'https://tiles.example/{z}/{x}/{y}.png',
        insuranceOfferUrl: 'https://partner.example/offer',
      });
    } finally {
      await other.stop();
    }
  });

  it('refuses to start with a bad setting, naming it', () => {
    expect(() => cmsSettings({ MAP_TILES_URL: 'http://tiles.example/' })).toThrow(ConfigError);
    expect(() => cmsSettings({ CONTACT_MAILBOXES: '{"service":"not-an-address"}' })).toThrow(/CONTACT_MAILBOXES/);
    expect(() => cmsSettings({ CONTACT_MAILBOXES: 'service=a@b.pl' })).toThrow(/CONTACT_MAILBOXES/);
    expect(() => cmsSettings({ INSURANCE_VERIFIER_TIMEOUT_MS: '0' })).toThrow(/INSURANCE_VERIFIER_TIMEOUT_MS/);
    expect(cmsSettings({}).mailboxes.general).toBe('kontakt@zefir.example');
  });
});
