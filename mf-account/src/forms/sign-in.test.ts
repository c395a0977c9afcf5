import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, returnPath } from './sign-in';

describe('the page to come back to after signing in', () => {
  it('is a page of this shop', () => {
    expect(returnPath('?return=%2Fpl%2Fkasa')).toBe('/pl/kasa');
    expect(returnPath('?return=/en/account/addresses?x=1')).toBe('/en/account/addresses?x=1');
    expect(returnPath('?return=/pl')).toBe('/pl');
  });

  it('is never another site or something else', () => {
    for (const target of [
      '//evil.example/pl/',
      'https://evil.example/pl/',
      '/pl//evil.example',
      '/\\evil.example',
      '/pl/\\\\evil',
      'javascript:alert(1)',
      '/de/konto',
      '/api/account/logout',
      '',
    ]) {
      expect(returnPath(`?return=${encodeURIComponent(target)}`), target).toBeUndefined();
    }
    expect(returnPath('')).toBeUndefined();
  });

  it('travels with the sign-in link', () => {
    expect(loginPathReturningTo('pl', '/pl/konto/adresy')).toBe('/pl/logowanie?return=%2Fpl%2Fkonto%2Fadresy');
    expect(loginPathReturningTo('en', '/en/checkout')).toBe('/en/login?return=%2Fen%2Fcheckout');
    expect(loginPathReturningTo('pl', '/pl/logowanie?return=%2Fpl%2Fkasa')).toBe('/pl/logowanie');
    expect(loginPathReturningTo('pl', '/')).toBe('/pl/logowanie');
  });
});
