import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/server/src/**/*.test.ts',
      'packages/contracts/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
    ],
    // The topology suite needs the compiled server, nginx and PostgreSQL: its own stage
    // (vitest.topology.config.ts, `npm run test:topology`).
    exclude: ['**/node_modules/**', 'apps/server/src/topology/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
