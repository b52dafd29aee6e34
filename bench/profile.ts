// GET /api/user/profile (token lookup + user row + serialisation) against a bare Fastify route,
// measured in the same run. Embedded PGlite by default; DATABASE_URL=postgres://… for PostgreSQL.
//   npm run bench            (or: node --import tsx bench/profile.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compare, measure, signIn, startProcess, waitFor } from './lib';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-'));
const bare = startProcess('bench/bare-server.ts', { PORT: '3901' });
const server = startProcess('apps/server/src/main.ts', {
  PORT: '3902',
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
});
try {
  await Promise.all([waitFor('http://127.0.0.1:3901/bare'), waitFor('http://127.0.0.1:3902/api/health')]);
  const token = await signIn('http://127.0.0.1:3902', 'mentor@example.com', 'Password12');
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; 10 connections, 8 s a run`,
  );
  await compare(
    () => measure('bare fastify route', 'http://127.0.0.1:3901/bare'),
    () =>
      measure('GET /api/user/profile', 'http://127.0.0.1:3902/api/user/profile', {
        authorization: `Bearer ${token}`,
      }),
  );
} finally {
  bare.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
