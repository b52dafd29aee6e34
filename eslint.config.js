import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tableOwnership from './eslint-rules/table-ownership.js';
import { TABLE_OWNERS } from './apps/server/src/db/schema/owners.ts';

// ---------- import boundaries (DESIGN.md section 3): stated here, enforced by lint ----------
const WEB = './apps/web/src';
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Web: a feature imports no other feature, except through that feature's public `index.ts`
 * (bulletproof-react's rule, with a small public API per feature). Pages that combine
 * features are composed in `app/`. `components/` and `lib/` import no feature and nothing of
 * `app/`; features import nothing of `app/`.
 */
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...WEB_FEATURES.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'A feature imports another feature only through its public index.ts; compose pages in app/.',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import app/ (the app composes the features).',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ are shared: they import no feature and nothing of app/.',
  },
];

/** packages/contracts is shared by both apps and imports only zod. */
const contractsZones = [
  { target: './packages/contracts', from: './apps', message: 'contracts import only zod.' },
  { target: './packages/contracts', from: './e2e', message: 'contracts import only zod.' },
];

/**
 * Server: a module reads its own tables only. It may call another module's service, but never
 * another module's repository, except the one users repository every module shares
 * (modules/users). Plugins and lib/ are cross-cutting: they import no module (the auth plugin
 * gets its session lookup passed in).
 */
const SERVER = './apps/server/src';
const SERVER_MODULES = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  ...SERVER_MODULES.flatMap((area) =>
    SERVER_MODULES.filter((other) => other !== area && other !== 'users').map((other) => ({
      target: `${SERVER}/modules/${area}`,
      from: `${SERVER}/modules/${other}/*.repository.ts`,
      message: `modules/${area} may not read ${other}'s tables: call its service (users go through modules/users).`,
    })),
  ),
  {
    target: [`${SERVER}/plugins`, `${SERVER}/lib`],
    from: `${SERVER}/modules`,
    message: 'Plugins and lib/ are cross-cutting: they import no module (pass what they need in).',
  },
  {
    target: `${SERVER}/lib`,
    from: `${SERVER}/plugins`,
    message: 'lib/ holds adapters and helpers: it imports no plugin.',
  },
  {
    // Policies are pure rules over facts the caller passes in (and the SQL twins of those rules).
    target: `${SERVER}/policies`,
    from: [`${SERVER}/modules`, `${SERVER}/plugins`, `${SERVER}/db/client.ts`],
    message: 'policies/ are pure rules: they import no module, no plugin and no database client.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Boundaries and cycles over the whole repository: no file-level exceptions.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contracts/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...contractsZones, ...serverZones] }],
      // Type-only imports are erased at build time and do not count as cycles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Table ownership (docs/ARCHITECTURE.md): a module imports only its own tables from db/schema
    // (the map: apps/server/src/db/schema/owners.ts). Tests may arrange any table.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    plugins: { keh: { rules: { 'table-ownership': tableOwnership } } },
    rules: {
      'keh/table-ownership': [
        'error',
        {
          owners: TABLE_OWNERS,
          schemaDir: fileURLToPath(new URL('./apps/server/src/db/schema', import.meta.url)),
          modulesDir: fileURLToPath(new URL('./apps/server/src/modules', import.meta.url)),
        },
      ],
    },
  },
  {
    // Only repositories and db/ talk to Drizzle (DESIGN.md section 3).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      // An owner's read model: the views and SQL fragments other modules' queries may use.
      'apps/server/src/**/*.read-model.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/policies/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories and db/ import Drizzle.' },
          ],
        },
      ],
    },
  },
  {
    // policies/ hold each rule beside its SQL twin: they may build SQL expressions (drizzle's `sql` and
    // the operators), never run a query (no database client: see the zone above).
    files: ['apps/server/src/policies/**/*.ts'],
    ignores: ['apps/server/src/policies/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              allowImportNames: ['sql', 'SQL', 'and', 'or', 'not', 'eq', 'exists'],
              message: 'policies/ build SQL expressions only (sql and the operators).',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm/*'],
              allowTypeImports: true,
              message: 'policies/ import only types from drizzle-orm/pg-core.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
