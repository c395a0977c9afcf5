import { ConfigError, createIdentitySigner, createLogger, generateIdentityKeys } from '@shop/service-kit';
import { describe, expect, it } from 'vitest';
import { gatewayOptionsFromConfig, loadGatewayConfig } from './config';

describe('loadGatewayConfig', () => {
  it('fills every default but the signing key', async () => {
    const config = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: 'key' });
    expect(config).toMatchObject({
      GATEWAY_PORT: 8080,
      HOST: '127.0.0.1',
      STOREFRONT_APP_ID: 'shop-storefront',
      ADMIN_APP_ID: 'shop-admin',
      ACCOUNTS_URL: 'http://127.0.0.1:8101',
      NOTIFICATIONS_URL: 'http://127.0.0.1:8108',
      CORS_ORIGINS: [],
      MAX_BODY_BYTES: 1_048_576,
      MAX_UPLOAD_BYTES: 115_343_360,
      RATE_LIMIT_AUTH: { max: 10, windowMs: 60_000 },
      RATE_LIMIT_FORMS: { max: 5, windowMs: 60_000 },
      TRUST_PROXY: false,
    });
    expect(config.STATIC_DIR).toMatch(/\/dist$/);
    expect(config.REMOTES_JSON).toBeUndefined();

    const { privateKey } = await generateIdentityKeys();
    const options = gatewayOptionsFromConfig(
      loadGatewayConfig({ IDENTITY_PRIVATE_KEY: privateKey, CATALOG_URL: 'http://catalog:8080' }),
      await createIdentitySigner(privateKey),
      createLogger('test', 'silent'),
    );
    expect(options.services.catalog).toBe('http://catalog:8080');
    expect(options.applications).toEqual({ 'shop-storefront': 'storefront', 'shop-admin': 'admin' });
    expect(options.metricsToken).toBeUndefined();
  });

  it('takes the metrics token and the map tiles template', async () => {
    const { privateKey } = await generateIdentityKeys();
    const options = gatewayOptionsFromConfig(
      loadGatewayConfig({
        IDENTITY_PRIVATE_KEY: privateKey,
        METRICS_TOKEN: 'a-long-scraper-token',
        MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      }),
      await createIdentitySigner(privateKey),
      createLogger('test', 'silent'),
    );
    expect(options.metricsToken).toBe('a-long-scraper-token');
    expect(options.mapTilesUrl).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(() => loadGatewayConfig({ IDENTITY_PRIVATE_KEY: 'key', METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('reads lists, limits and the remotes override', () => {
    const config = loadGatewayConfig({
      IDENTITY_PRIVATE_KEY: 'key',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      RATE_LIMIT_AUTH: '20/5m',
      REMOTES_JSON: '{"mf-catalog":"https://cdn.example/catalog/mf-manifest.json"}',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.RATE_LIMIT_AUTH).toEqual({ max: 20, windowMs: 300_000 });
    expect(config.REMOTES_JSON).toEqual({ 'mf-catalog': 'https://cdn.example/catalog/mf-manifest.json' });
  });

  it('names every bad variable', () => {
    try {
      loadGatewayConfig({ GATEWAY_PORT: 'x', RATE_LIMIT_FORMS: 'often', REMOTES_JSON: '[' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).problems.join('\n');
      for (const name of ['IDENTITY_PRIVATE_KEY', 'GATEWAY_PORT', 'RATE_LIMIT_FORMS', 'REMOTES_JSON']) {
        expect(text).toContain(name);
      }
    }
  });
});
