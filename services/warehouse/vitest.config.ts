import { defineConfig } from 'vitest/config';

// As in the root config's server project, the files share one module graph per worker (isolate: false).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], pool: 'forks', isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
});
