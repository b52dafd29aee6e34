#!/usr/bin/env node
// npm start: build what is missing or older than its sources — the web app (Vite, apps/web/dist) and
// the server (esbuild, apps/server/dist) — then run the compiled server, which migrates the database
// and seeds an empty one. `--from-source` runs the server's TypeScript through tsx instead (no server
// build; slower to start and heavier in memory, see bench/start.ts). `--build-only` builds what is
// missing or stale and stops there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fromSource = process.argv.includes('--from-source');
const buildOnly = process.argv.includes('--build-only');

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  if (!statSync(p).isDirectory()) return statSync(p).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether `output` is missing or older than any of `sources` (paths from the repository root). */
function stale(output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

const contracts = 'packages/contracts/src';

if (
  stale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    contracts,
  ])
) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@keh/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const serverSources = [
  'apps/server/src',
  contracts,
  'apps/server/build.mjs',
  'apps/server/tsconfig.json',
  'apps/server/package.json',
];
if (!fromSource && stale('apps/server/dist/main.js', serverSources)) {
  console.log('Building the server…');
  try {
    const { buildServer } = await import('../apps/server/build.mjs');
    await buildServer();
  } catch (err) {
    console.error(
      err?.code === 'ERR_MODULE_NOT_FOUND'
        ? 'Cannot build the server: esbuild (a dev dependency) is not installed. Run `npm install`, or `npm run build` where it is.'
        : err,
    );
    process.exit(1);
  }
}

if (buildOnly) process.exit(0);

// Local use is demo mode (demo accounts, dev outbox) unless DEMO=0 or NODE_ENV=production; a server
// started any other way has neither (README, Configuration).
process.env.DEMO ??= process.env.NODE_ENV === 'production' ? '0' : '1';

// The server runs in this process (no second Node beside it): it reads its config from the
// environment and handles SIGINT and SIGTERM itself.
if (fromSource) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../apps/server/src/main.ts');
} else {
  await import('../apps/server/dist/main.js');
}
