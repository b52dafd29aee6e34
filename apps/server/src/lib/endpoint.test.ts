import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type EndpointDef } from '@keh/contracts';
import { createTestApp, type TestApp } from '../test/app';
import { loadOperations } from '../test/probe/routes';

/** Decision 0035: every documented API route comes from one definition, and every definition is served. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = Object.values(api).flatMap((table) => Object.values(table as Record<string, EndpointDef>));
/** Under `/api` (documented); `root` ones (the public `/uploads/…` files) are served outside it. */
const definitions = all.filter((e) => !e.root).map((e) => `${e.method} /api${e.path}`);

describe('endpoint definitions and routes', () => {
  it('are the same operations', async () => {
    const served = (await loadOperations(t.app)).map(
      (op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect({ undefined: served.filter((s) => !definitions.includes(s)).sort() }).toEqual({ undefined: [] });
    expect({ unserved: definitions.filter((d) => !served.includes(d)).sort() }).toEqual({ unserved: [] });
  });

  it('serve the root ones at their paths', () => {
    const declared = t.app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    for (const e of all.filter((d) => d.root)) expect(declared).toContain(`${e.method} ${e.path}`);
  });
});
