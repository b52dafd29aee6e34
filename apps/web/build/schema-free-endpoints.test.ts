import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { describe, expect, it } from 'vitest';
import { api, type EndpointDef } from '@keh/contracts';
import { schemaFreeEndpoints, stripEndpointSchemas } from './schema-free-endpoints';

const SERVER_KEYS = ['params', 'query', 'body', 'response', 'access'];
const AREAS = fileURLToPath(new URL('../../../packages/contracts/src/endpoints/areas.ts', import.meta.url));

type Table = Record<string, Record<string, EndpointDef>>;
const definitions = (table: Table) =>
  Object.entries(table).flatMap(([area, ops]) =>
    Object.entries(ops).map(([op, e]) => ({ name: `${area}.${op}`, e })),
  );

describe('schemaFreeEndpoints (production builds)', () => {
  it('keeps of every real definition what the client reads, and nothing of its schemas', async () => {
    // The areas as a production build sees them: loaded through the plugin's transform.
    const { module: stripped } = await runnerImport<Table>(AREAS, {
      configFile: false,
      logLevel: 'silent',
      plugins: [{ ...schemaFreeEndpoints(), apply: undefined }],
    });
    const original = definitions(api as unknown as Table);
    expect(original.length).toBeGreaterThan(150);
    expect(definitions(stripped).map(({ name }) => name)).toEqual(original.map(({ name }) => name));
    const byName = new Map(definitions(stripped).map(({ name, e }) => [name, e]));
    let schemas = 0;
    for (const { name, e } of original) {
      const expected = Object.fromEntries(Object.entries(e).filter(([key]) => !SERVER_KEYS.includes(key)));
      schemas += Object.keys(e).length - Object.keys(expected).length;
      expect({ name, e: byName.get(name) }).toEqual({ name, e: expected });
    }
    expect(schemas).toBeGreaterThan(original.length); // each had its access and most a schema
  });

  it('drops the schema properties of endpoint(…) objects only, wherever the call is', () => {
    const code = [
      "import { endpoint } from '../endpoint';",
      'const note = { body: 1, response: 2 };',
      'const table = (base) => ({',
      "  one: endpoint({ method: 'POST', path: `${base}/one`, access: 'user', body: a, encoding: 'multipart', response: b }),",
      '});',
      "export const two = endpoint({ method: 'GET', path: '/two', params, query: c, status: 202, produces: 'text/csv' });",
    ].join('\n');
    const out = stripEndpointSchemas(code);
    expect(out).toContain('const note = { body: 1, response: 2 };');
    expect(out).toContain("endpoint({ method: 'POST', path: `${base}/one`, encoding: 'multipart' })");
    expect(out).toContain("endpoint({ method: 'GET', path: '/two', status: 202, produces: 'text/csv' })");
  });

  it('drops the imports only the schemas used and keeps the others', () => {
    const code = [
      "import { z } from 'zod';",
      "import { loginBody, OTP_LENGTH } from '../auth';",
      "import { envelope } from '../common';",
      "import { endpoint } from '../endpoint';",
      'export const length = OTP_LENGTH;',
      "export const login = endpoint({ method: 'POST', path: '/login', body: loginBody, response: envelope(z.object({})) });",
    ].join('\n');
    const out = stripEndpointSchemas(code)!;
    expect(out).not.toMatch(/zod|envelope|loginBody/);
    expect(out).toContain("import { OTP_LENGTH } from '../auth';");
    expect(out).toContain("import { endpoint } from '../endpoint';");
  });

  it('leaves a module without definitions with schemas as it is', () => {
    expect(stripEndpointSchemas("export const a = endpoint({ method: 'GET', path: '/a' });")).toBeNull();
  });
});
