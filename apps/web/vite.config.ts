import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { compression } from 'vite-plugin-compression2';
import { schemaFreeEndpoints } from './build/schema-free-endpoints';

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
      // The endpoint definitions' modules too (`endpoints/`): their `envelope(…)` answers.
      if (!/\/packages\/contracts\/src\/(endpoints\/)?[^/]+\.ts$/.test(id) || id.endsWith('.test.ts'))
        return null;
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

/** A Tabler icon's module, by name. */
const icons = (...names: string[]) => `@tabler/icons-react/dist/esm/icons/(${names.join('|')})\\.mjs$`;

/**
 * Small modules that pages load together, a set to a file. Left to itself the bundler makes a file
 * of every set of modules that the same pages share: a first visit to the knowledge base took 35
 * requests, most of them under 1 KB, and over HTTP/1.1 on a phone's connection each costs a round
 * trip. Each group holds what its pages use anyway (login and home stay within their budget,
 * bench/web.ts); an icon joins the group whose components draw it. Ids are matched with `/`.
 */
const SHARED_CHUNKS: Record<string, RegExp> = {
  // TanStack's typing helper (an identity function), Mantine's Paper and the pictures' addresses,
  // which most pages use; Mantine's List and ThemeIcon (home draws both: two requests less).
  common:
    /react-query\/build\/modern\/queryOptions|@mantine\/core\/esm\/components\/(Paper|List|ThemeIcon)\/|\/contracts\/src\/images\.ts$/,
  // A form: Mantine's text inputs and what they are built of, and sending it (TanStack's mutations).
  forms: new RegExp(
    [
      '@mantine/core/esm/components/(Input|InputBase|TextInput|CloseButton)/',
      '@mantine/hooks/esm/use-(id|uncontrolled)/',
      'create-event-handler',
      'react-query/build/modern/useMutation',
      'query-core/build/modern/mutationObserver',
      '/src/components/form-alert\\.tsx$',
    ].join('|'),
  ),
  // A list read from the API: TanStack's queries, Mantine's avatar, badge, alert, skeleton, empty
  // state and pager, our loading, empty and error views, dates and pictures.
  data: new RegExp(
    [
      '@mantine/core/esm/components/(Avatar|Badge|Alert|Skeleton|EmptyState|Pagination)/',
      '@mantine/hooks/esm/use-pagination/',
      'query-core/build/modern/queryObserver',
      'react-query/build/modern/(useQuery|useBaseQuery|suspense|errorBoundaryUtils|QueryErrorResetBoundary|IsRestoringProvider)',
      '/src/components/(query-state|user-avatar|members-only-modal|media-card)',
      '/src/lib/dates\\.ts$',
      icons('IconInbox'),
    ].join('|'),
  ),
  // Signing in and up: the card, the password field, the code, LinkedIn, the login in progress.
  auth: new RegExp(
    [
      '/src/components/(auth-card|password-field)(\\.module\\.css|\\.tsx)$',
      '@mantine/core/esm/components/PasswordInput/',
      icons('IconBrandLinkedinFilled'),
      '/src/lib/otp\\.ts$',
      '/src/features/auth/(pending-login\\.ts|api/provider-api\\.ts|components/linkedin-button\\.tsx)$',
    ].join('|'),
  ),
  // What the knowledge base's prefetch needs to ask for its first page (base-prefetch.ts): it
  // starts once this small file is in, not after the page's components. The contracts' articles
  // module holds only the constants the client uses (a schema of it would bring zod here).
  'article-queries': new RegExp(
    [
      '/src/features/articles/api/(article-queries|base-prefetch)\\.ts$',
      '/src/features/articles/components/base-params\\.ts$',
      '/contracts/src/articles\\.ts$',
    ].join('|'),
  ),
  // Articles as cards (the knowledge base, a post's more articles, profiles) and their hooks.
  articles: new RegExp(
    [
      '/src/features/articles/api/articles-api\\.ts$',
      '/src/features/articles/components/article-(card|skeletons|author|meta)',
      icons('IconLock', 'IconMapPin', 'IconBook2'),
    ].join('|'),
  ),
};
const sharedChunk = (id: string) =>
  Object.entries(SHARED_CHUNKS).find(([, test]) => test.test(id.replaceAll('\\', '/')))?.[0] ?? null;

export default defineConfig({
  root,
  plugins: [
    react(),
    schemaFreeEndpoints(),
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
          // A group takes only the modules it names, not what they import.
          includeDependenciesRecursively: false,
          groups: [
            // Everything the entry needs before the first page (React, the router, Mantine's core,
            // the layout) in one file: one request instead of a dozen small ones on a first visit.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The icons at least five pages draw (about 1.5 KB): one file instead of one each.
            {
              name: 'icons',
              test: /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 5,
              priority: 1,
            },
            { name: sharedChunk },
          ],
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
