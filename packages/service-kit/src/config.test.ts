import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, env, loadConfig } from './config';

const shape = {
  PORT: env.port(8080),
  DATABASE_URL: z.url().optional(),
  SHOP_TEST_MODE: env.bool(true),
  CORS_ORIGINS: env.list().default([]),
};

describe('loadConfig', () => {
  it('applies defaults and treats empty values as unset', () => {
    expect(
      loadConfig(shape, { PORT: '', SHOP_TEST_MODE: 'false', CORS_ORIGINS: 'https://a.pl, https://b.pl' }),
    ).toEqual({
      PORT: 8080,
      SHOP_TEST_MODE: false,
      CORS_ORIGINS: ['https://a.pl', 'https://b.pl'],
    });
  });

  it('names every bad variable and the value given', () => {
    let error: unknown;
    try {
      loadConfig(shape, { PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^PORT="eighty": /);
    expect(problems[1]).toMatch(/^DATABASE_URL="not a url": /);
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });

  it('names a missing required variable', () => {
    expect(() => loadConfig({ IDENTITY_PUBLIC_KEY: z.string().min(1) }, {})).toThrow(/IDENTITY_PUBLIC_KEY/);
  });
});
