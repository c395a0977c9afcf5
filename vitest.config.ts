import { defineConfig } from 'vitest/config';

// One run over every workspace: packages, services and the gateway. Browser journeys are Playwright's (e2e/).
export default defineConfig({
  test: {
    include: [
      '{packages,services,gateway}/**/src/**/*.test.ts',
      '{packages,shell,mf-*}/**/src/**/*.test.tsx',
      '{shell,mf-*}/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
