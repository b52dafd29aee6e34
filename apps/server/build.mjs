#!/usr/bin/env node
// Compiles the server for production: src/main.ts and the workspace packages it imports
// (@keh/contracts) bundled into dist/server.js (ESM, Node 24, with a source map); every package
// from node_modules stays an import, resolved at run time as under tsx. dist/main.js starts it (see
// LAUNCHER). `npm start` calls this when dist/ is missing or older than its sources
// (scripts/start.mjs); `npm run build` does too.
//
// Paths: dist/server.js sits as deep under the repository as src/config.ts, so REPO_ROOT (config.ts)
// is the same from both; everything else on disk (migrations, web build, data) is found from it.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';

const DIST = path.join(import.meta.dirname, 'dist');

/**
 * dist/main.js, the file to run. Before the server's modules load, it turns on source maps for the
 * server's own code (stack traces name src/…ts files and lines; `--enable-source-maps` would load
 * the maps that packages in node_modules ship as well, ~25 MB of memory for nothing) and Node's
 * on-disk compile cache (V8 code for every module, kept in the OS temp folder; Node switches it off
 * when NODE_DISABLE_COMPILE_CACHE is set).
 */
const LAUNCHER = `// Written by apps/server/build.mjs: starts the compiled server (server.js).
import { enableCompileCache, setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true);
enableCompileCache();
await import('./server.js');
`;

/** Bare imports stay imports, except the workspace's own packages (TypeScript sources, bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || args.path.startsWith('@keh/') || path.isAbsolute(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Writes a file whole, then renames it into place: a server starting meanwhile never reads half of one. */
function writeWhole(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, contents);
  renameSync(tmp, file);
}

/** Builds dist/. main.js is written last: it marks the build as done (and fresh) for scripts/start.mjs. */
export async function buildServer() {
  const result = await build({
    absWorkingDir: import.meta.dirname,
    entryPoints: { server: 'src/main.ts' },
    outdir: DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What is loaded on first use (`import()`: the demo seed with its picture libraries) goes into
    // chunks of its own, so its static imports are not hoisted into server.js and loaded at start.
    splitting: true,
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces need file and line, not the sources' text: a smaller map loads faster.
    sourcesContent: false,
    tsconfig: path.join(import.meta.dirname, 'tsconfig.json'),
    plugins: [externalPackages],
    write: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the caller (npm start: the server).
  await stop();
  mkdirSync(DIST, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  writeWhole(path.join(DIST, 'main.js'), LAUNCHER);
  // What an earlier build wrote and this one did not (another build's temp files stay alone).
  const keep = new Set([...result.outputFiles.map((f) => path.basename(f.path)), 'main.js']);
  for (const name of readdirSync(DIST))
    if (!keep.has(name) && !name.endsWith('.tmp')) rmSync(path.join(DIST, name), { force: true });
}

if (process.argv[1] === import.meta.filename) {
  const started = performance.now();
  await buildServer();
  console.log(
    `server built into ${path.relative(process.cwd(), DIST) || '.'} in ${Math.round(performance.now() - started)} ms`,
  );
}
