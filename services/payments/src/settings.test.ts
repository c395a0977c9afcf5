import { ConfigError } from '@shop/service-kit';
import { describe, expect, it } from 'vitest';
import { paymentSettings, publicUrl } from './settings';

const problemsOf = (env: Record<string, string>) => {
  try {
    paymentSettings(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
};

describe('payment settings', () => {
  it('needs nothing: no provider is on, transfers go to the demo account', () => {
    const settings = paymentSettings({});
    expect(settings.TPAY_API_URL).toBeUndefined();
    expect(settings.SHOP_IBAN).toBe('PL61109010140000071219812874');
    expect(settings.PAYMENT_POLL_SECONDS).toBe(60);
  });

  it('names every missing credential of an enabled provider, never their values', () => {
    const problems = problemsOf({
      TPAY_API_URL: 'https://openapi.tpay.com',
      TPAY_CLIENT_ID: 'id',
      CA_URL: 'https://ca.example',
    });
    expect(problems).toEqual([
      'TPAY_CLIENT_SECRET: required when TPAY_API_URL is set',
      'TPAY_MERCHANT_ID: required when TPAY_API_URL is set',
      'TPAY_SECURITY_CODE: required when TPAY_API_URL is set',
      'TPAY_ROOT_CA: required when TPAY_API_URL is set',
      'TPAY_CERT_URL_PREFIX: required when TPAY_API_URL is set',
      'CA_PARTNER_ID: required when CA_URL is set',
      'CA_SECRET: required when CA_URL is set',
    ]);
  });

  it('refuses a bad IBAN, a root CA that is not a certificate and a bad poll interval', () => {
    const problems = problemsOf({
      SHOP_IBAN: 'PL61 1090 1014 0000 0712 1981 2875',
      TPAY_ROOT_CA: 'bm90IGEgY2VydGlmaWNhdGU=',
      PAYMENT_POLL_SECONDS: '-1',
    });
    expect(problems.map((problem) => problem.split(/[=:]/)[0])).toEqual([
      'TPAY_ROOT_CA',
      'SHOP_IBAN',
      'PAYMENT_POLL_SECONDS',
    ]);
    expect(paymentSettings({ SHOP_IBAN: 'pl61 1090 1014 0000 0712 1981 2874' }).SHOP_IBAN).toBe(
      'PL61109010140000071219812874',
    );
  });

  it('reads the public address at call time, the gateway on this machine by default', () => {
    expect(publicUrl({})).toBe('http://127.0.0.1:8080');
    expect(publicUrl({ PUBLIC_URL: 'https://sklep.zefir.example/' })).toBe('https://sklep.zefir.example');
  });
});
