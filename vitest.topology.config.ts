import { defineConfig } from 'vitest/config';

/**
 * The topology suite (issue 30): the compiled server in two processes behind real nginx, on a
 * throw-away PostgreSQL cluster and s3rver (apps/server/src/test/topology.ts). One file at a time,
 * nothing beside it: it kills and restarts processes and the database under load.
 */
export default defineConfig({
  test: {
    include: ['apps/server/src/topology/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
