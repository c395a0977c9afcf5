import { screens } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { isActiveOn, notFoundApp, pageOfPath, remoteNames, screenOwners } from './page-of-path';

describe('pageOfPath', () => {
  it('gives each storefront screen to the remote that owns it, in both languages', () => {
    expect(pageOfPath('/pl/')).toEqual({ app: 'mf-catalog', lang: 'pl', screen: 'home', params: {} });
    expect(pageOfPath('/en/product/1315/zefir-guard')).toEqual({
      app: 'mf-catalog',
      lang: 'en',
      screen: 'product',
      params: { id: '1315', slug: 'zefir-guard' },
    });
    expect(pageOfPath('/pl/kasa/logowanie')).toMatchObject({ app: 'mf-checkout', screen: 'checkoutLogin' });
    expect(pageOfPath('/en/payment/tpay/error')).toMatchObject({ app: 'mf-checkout', screen: 'paymentError' });
    expect(pageOfPath('/pl/konto/zamowienia/7/nowe')).toMatchObject({ app: 'mf-account', screen: 'orderRepeat' });
    expect(pageOfPath('/en/rma/add')).toMatchObject({ app: 'mf-account', screen: 'rmaCreate' });
    expect(pageOfPath('/pl/konto/do-pobrania')).toMatchObject({ app: 'mf-dealer', screen: 'downloads' });
    expect(pageOfPath('/en/b2b-contact')).toMatchObject({ app: 'mf-dealer', screen: 'b2bContact' });
    expect(pageOfPath('/pl/zefir/zefir-opinie')).toMatchObject({ app: 'mf-catalog', screen: 'customerReviews' });
  });

  it('has an owner for every screen of the route table', () => {
    for (const screen of screens) expect(remoteNames, screen.id).toContain(screenOwners[screen.id]);
  });

  it('gives /<lang>/admin and everything below it to the admin panel', () => {
    expect(pageOfPath('/pl/admin')).toEqual({ app: 'mf-admin', lang: 'pl', screen: 'admin', params: {} });
    expect(pageOfPath('/en/admin/orders/12')).toMatchObject({ app: 'mf-admin', lang: 'en' });
    expect(pageOfPath('/pl/administrator')).toMatchObject({ app: notFoundApp });
  });

  it('shows the 404 page for a path no screen matches, in the language of the path', () => {
    expect(pageOfPath('/pl/nie-ma-takiej-strony')).toEqual({
      app: notFoundApp,
      lang: 'pl',
      screen: 'notFound',
      params: {},
    });
    expect(pageOfPath('/en/koszyk')).toMatchObject({ app: notFoundApp, lang: 'en' });
    expect(pageOfPath('/en/product/1315')).toMatchObject({ app: notFoundApp, lang: 'en' });
    expect(pageOfPath('/de/')).toMatchObject({ app: notFoundApp, lang: 'pl' });
  });

  it('makes exactly one application active for any path', () => {
    const apps = [...remoteNames, notFoundApp] as const;
    for (const path of ['/pl/', '/en/cart', '/pl/konto', '/en/preorders', '/pl/admin/x', '/pl/nic', '/en/blog/1/a']) {
      const active = apps.filter((app) => isActiveOn(app)(new URL(path, 'https://shop.example')));
      expect(active, path).toHaveLength(1);
    }
  });
});
