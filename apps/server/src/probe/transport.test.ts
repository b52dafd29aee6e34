import { afterAll, describe, expect, it } from 'vitest';
import { MALFORMED } from '../test/probe/transport';
import { allowedCaller, openProbe, realParams } from '../test/probe/matrix';
import { badFailure, fillPath } from '../test/probe/routes';

/** Malformed transport against every route that takes a body: a 4xx with a JSON message, never a 5xx. */
const probe = await openProbe();
afterAll(() => probe.close());
const withBody = probe.operations.filter((op) => op.body && op.declared?.probe);

it('finds the routes that take a body', () => {
  expect(withBody.length).toBeGreaterThan(20);
});

describe.each(withBody)('$name', (op) => {
  it('refuses broken bodies with a 4xx and a message', async () => {
    const who = allowedCaller(op);
    const url = fillPath(op, (await realParams(op, probe.make)).values);
    const wrong: string[] = [];
    for (const c of MALFORMED) {
      const res = await probe.call.send(who, { method: op.method as 'POST', url, ...c.request() });
      const bad = badFailure(res) ?? (c.refused && res.status < 400 ? `accepted with ${res.status}` : null);
      if (bad) wrong.push(`${c.name}: ${bad} ${res.body.slice(0, 160)}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
