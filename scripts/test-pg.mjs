#!/usr/bin/env node
// The server integration suite against a real PostgreSQL server (TEST_DATABASE_URL, an admin URL:
// every test file creates and drops its own database there).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error('TEST_DATABASE_URL is not set (postgres://user:pass@host:port/postgres)');
  process.exit(1);
}
const r = spawnSync('npm', ['exec', '--', 'vitest', 'run', 'apps/server'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
