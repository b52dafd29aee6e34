#!/usr/bin/env node
// npm start: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds an empty one).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
].map((p) => path.join(root, p));
const stale =
  !existsSync(dist) ||
  sources.some(
    (s) =>
      existsSync(s) &&
      (statSync(s).isDirectory() ? newestMtime(s) : statSync(s).mtimeMs) > statSync(dist).mtimeMs,
  );

if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@keh/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Local use is demo mode (demo accounts, dev outbox) unless DEMO=0 or NODE_ENV=production; a server
// started any other way has neither (README, Configuration).
const demo = process.env.DEMO ?? (process.env.NODE_ENV === 'production' ? '0' : '1');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: demo },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
