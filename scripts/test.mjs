#!/usr/bin/env node
// npm test: every check in turn — type check, lint, unit + integration (Vitest), browser end-to-end
// (Playwright). It runs them all, then prints one summary line and fails if any failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit and integration', 'npm', ['run', 'test:unit']],
  ['end-to-end', 'npm', ['run', 'test:e2e']],
  // The built server in two processes behind nginx, on its own throw-away PostgreSQL cluster and
  // s3rver (issue 30). Skipped with a line where nginx or PostgreSQL is missing, except under CI.
  ['topology', 'npm', ['run', 'test:topology']],
];
// With a PostgreSQL server at hand (CI starts one), the integration suite runs on it too.
if (process.env.TEST_DATABASE_URL)
  steps.splice(3, 0, ['integration on PostgreSQL', 'npm', ['run', 'test:pg']]);
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  // The first Vitest run is on the embedded database; only test:pg reads TEST_DATABASE_URL.
  const env = { ...process.env };
  if (name !== 'integration on PostgreSQL') delete env.TEST_DATABASE_URL;
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const ok = r.status === 0;
  if (ok) passed++;
  else failed++;
  console.log(
    `=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
}
console.log(`\ntest stages: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
