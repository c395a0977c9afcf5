import { defineConfig } from 'vitest/config';

// CSS Modules need no setup: vitest does not process CSS by default and hands every `*.module.css` import a
// proxy that maps a class to `_<class>_<hash of the file name>` (the 'stable' strategy), so `styles['ui-button']`
// is a real string in tests. The root vitest.config.ts relies on the same default.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The jest-dom matchers every screen test of the root run has.
    setupFiles: ['../../vitest.setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    css: { modules: { classNameStrategy: 'stable' } },
  },
});
