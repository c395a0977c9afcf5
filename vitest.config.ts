import { defineConfig } from 'vitest/config';

// One run over every workspace: packages, services and the gateway. Browser journeys are Playwright's (e2e/).
// Two projects, each run the way that costs least (measured: bench/README.md, "Test suite wall time"):
// - backend: the files of a worker share one module graph (isolate: false), because importing Koa, Drizzle
//   and PGlite again for every file, and compiling PGlite's WebAssembly again, cost more than most tests.
// - screens: they mock modules and globals, so each file gets a fresh VM context; a context in a thread
//   (vmThreads) costs half the CPU of a forked process with a new jsdom.
// Vitest runs projects in the order of their names: the backend's long files start first and the many short
// screen tests fill the workers at the end.
const backend = [
  '{services,gateway}/**/src/**/*.test.ts',
  'packages/{service-kit,contracts,i18n}/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'shell/build/**/*.test.ts',
];
const screens = [
  'packages/{platform,ui,remote-kit}/src/**/*.test.{ts,tsx}',
  '{shell,mf-*}/src/**/*.test.{ts,tsx}',
  'packages/{service-kit,contracts,i18n}/src/**/*.test.tsx',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['./vitest.setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    projects: [
      { extends: true, test: { name: 'backend', include: backend, isolate: false } },
      {
        extends: true,
        test: {
          name: 'screens',
          include: screens,
          pool: 'vmThreads',
          setupFiles: ['./vitest.setup.ts', './vitest.screens.setup.ts'],
        },
      },
    ],
  },
});
