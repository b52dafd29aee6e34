import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          // The topology suite needs the compiled server, nginx and PostgreSQL: its own stage
          // (vitest.topology.config.ts, `npm run test:topology`).
          exclude: ['**/node_modules/**', 'apps/server/src/topology/**'],
        },
      },
      {
        // Web component tests (issue 29): React Testing Library in jsdom, the API answered by MSW
        // at the HTTP level (apps/web/src/test/).
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});
