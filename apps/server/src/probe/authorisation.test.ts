import { afterAll, describe, expect, it } from 'vitest';
import { declarationProblem, matches, openProbe, probeRoute } from '../test/probe/matrix';
import { badFailure } from '../test/probe/routes';

/**
 * The authorisation matrix: every route of the OpenAPI document, called as a guest, a Member,
 * another Member, a captain, another captain, a moderator and an admin, with an `:id` that names
 * someone's object; each answer must be the one the route declares (`config.probe`).
 */
const probe = await openProbe();
afterAll(() => probe.close());

it('covers every route: each one in the OpenAPI document declares what the probe expects', () => {
  expect(probe.operations.length).toBeGreaterThan(50);
  expect(probe.operations.map(declarationProblem).filter(Boolean)).toEqual([]);
});

describe.each(probe.operations)('$name', (op) => {
  it('answers each caller as declared', async () => {
    expect(declarationProblem(op)).toBeNull();
    const { observed, missing } = await probeRoute(op, probe.call, probe.make);
    const wrong = observed
      .filter((o) => !matches(o.expected, o.status) || badFailure(o))
      .map((o) => `${o.who}: expected ${o.expected}, got ${o.status} ${o.body.slice(0, 160)}`);
    expect(wrong, wrong.join('\n')).toEqual([]);
    if (missing) {
      // Another's object is refused exactly as a missing one is: nothing tells that it exists.
      expect(missing.status, `a missing id: ${missing.body}`).toBe(404);
      for (const o of observed.filter((x) => x.status === 404))
        expect(o.body, `${o.who}'s 404`).toBe(missing.body);
    }
  });
});
