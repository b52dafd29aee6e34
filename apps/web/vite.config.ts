import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { compression } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.KEH_API_URL ?? 'http://127.0.0.1:3000';

const FUNCTION_NODES = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression']);
const EFFECT_NODES = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'SpreadElement',
  'TaggedTemplateExpression',
]);

/** Whether evaluating an expression may do anything a bundler cannot prove harmless. */
function mayHaveEffects(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(mayHaveEffects);
  if (!node || typeof node !== 'object') return false;
  const { type } = node as { type?: string };
  if (type && FUNCTION_NODES.has(type)) return false; // runs later, when called
  if (type && EFFECT_NODES.has(type)) return true;
  return Object.values(node).some((value) => value && typeof value === 'object' && mayHaveEffects(value));
}

/**
 * The contracts' module scope only declares things: zod schemas, constants and helpers. To a
 * bundler a zod call is still a call, so a page that needs one constant of `articles.ts` would
 * keep every schema of that file and all of zod with it. This wraps each top-level initialiser that
 * calls something in a `/* @__PURE__ *\/` arrow called at once (same value, same order), so what no
 * chunk uses is dropped: zod loads with the forms that validate, not with every page.
 */
function pureContracts(): Plugin {
  return {
    name: 'keh:pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/[^/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const spans: { start: number; end: number }[] = [];
      for (const statement of parseAst(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) if (init && mayHaveEffects(init)) spans.push(init);
      }
      if (!spans.length) return null;
      let out = code;
      for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    pureContracts(),
    // Every text asset (index.html too) also as .br and .gz next to it: the server sends the
    // precompressed file the browser accepts (apps/server/src/plugins/web.ts).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  css: {
    postcss: { plugins: [postcssPresetMantine()] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs before the first page (React, the router, Mantine's core,
          // the layout) in one file: one request instead of a dozen small ones on a first visit.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // Our own modules (and the shared contracts) do their work through their exports:
        // a module none of whose exports a chunk uses is left out, so a feature's index.ts or the
        // contracts' index.ts re-exporting everything does not drag its schemas, components and
        // their libraries into the first load. Style sheets are imported for their effect.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /\/(apps\/web|packages\/contracts)\/src\//, sideEffects: false },
        ],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
