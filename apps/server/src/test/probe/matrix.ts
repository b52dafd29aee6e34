import type { ProbeAnswer, ProbeCaller, ProbeObject, RouteProbe } from '../../plugins/auth';
import { createTestApp } from '../app';
import {
  CALLERS,
  allowedBy,
  caller,
  fillPath,
  loadOperations,
  loadPeople,
  type Caller,
  type Operation,
} from './routes';

/** The answer every caller should get from a route: from its access, then its probe declaration. */
export function expectations(op: Operation): Record<ProbeCaller, ProbeAnswer> {
  const { access, probe } = op.declared!;
  const decl: Exclude<RouteProbe, 'self'> = probe === 'self' || !probe ? {} : probe;
  return Object.fromEntries(
    CALLERS.map((who) => {
      const byAccess: ProbeAnswer = allowedBy(access, who) ? 'ok' : who === 'guest' ? 401 : 403;
      const byOwner: ProbeAnswer = byAccess === 'ok' && decl.owner && decl.owner !== who ? 404 : byAccess;
      return [who, decl.expect?.[who] ?? byOwner];
    }),
  ) as Record<ProbeCaller, ProbeAnswer>;
}

/** Objects a route reaches without an :id (the caller's own). */
const PATHLESS: readonly ProbeObject[] = ['cv'];
/** Objects reached by :id, or without one where they are the caller's own (a Member's mentoring). */
const PATH_OPTIONAL: readonly ProbeObject[] = ['mentoring'];

/** Whether a declaration can be probed as written; null when it can. */
export function declarationProblem(op: Operation): string | null {
  const d = op.declared;
  if (!d) return `${op.name} is in the OpenAPI document but no route declares it`;
  if (!d.probe)
    return `${op.name} declares no probe expectation: add config.probe beside its access (plugins/auth.ts RouteProbe)`;
  const hasId = op.params.some((p) => p.name === 'id');
  const object = d.probe === 'self' ? undefined : d.probe.object;
  if (hasId && (!object || PATHLESS.includes(object)))
    return `${op.name} has an :id: its probe must say what it names ({ object: ... })`;
  if (!hasId && object && !PATHLESS.includes(object) && !PATH_OPTIONAL.includes(object))
    return `${op.name} has no :id but its probe names a ${object}`;
  const owner = d.probe === 'self' ? undefined : d.probe.owner;
  if (owner && !allowedBy(d.access, owner)) return `${op.name}: the owner ${owner} may not call the route`;
  return null;
}

export const matches = (answer: ProbeAnswer, status: number) =>
  answer === 'ok'
    ? (status >= 200 && status < 300) ||
      (status >= 400 && status < 500 && ![401, 403, 404, 429].includes(status))
    : status === answer;

/** An id no row has (the largest an id column holds). */
export const MISSING_ID = 2_147_483_647;

export { objectMaker, type Made } from './objects';
import { objectMaker } from './objects';

export interface Observed {
  who: ProbeCaller;
  expected: ProbeAnswer;
  status: number;
  body: string;
}

/**
 * Calls one route as every caller, the owner last (so an allowed change, such as accepting a
 * request, cannot hide what the others would have got). Returns every answer.
 */
export async function probeRoute(
  op: Operation,
  call: Caller,
  make: ReturnType<typeof objectMaker>,
): Promise<{ observed: Observed[]; missing?: { status: number; body: string } }> {
  const expected = expectations(op);
  const probe = op.declared!.probe!;
  const decl = probe === 'self' ? {} : probe;
  const { values: pathValues, body } = await realParams(op, make);
  const request = (id?: number) => ({
    method: op.method as 'GET',
    url: fillPath(op, id === undefined ? pathValues : { ...pathValues, id }),
    ...(op.body && body && { payload: body }),
  });
  const order = [...CALLERS].sort((a, b) => Number(a === decl.owner) - Number(b === decl.owner));
  const observed: Observed[] = [];
  // A missing object must look exactly like one the caller may not see.
  const first = decl.owner ?? CALLERS.find((who) => allowedBy(op.declared!.access, who))!;
  const hasId = op.params.some((p) => p.name === 'id');
  const missing = hasId ? await call.send(first, request(MISSING_ID)) : undefined;
  for (const who of order) {
    const res = await call.send(who, request());
    observed.push({ who, expected: expected[who], ...res });
  }
  return { observed, missing };
}

/** Everything a probe test file needs: the real app on a fresh database, its routes and people. */
export async function openProbe() {
  const t = await createTestApp();
  const operations = await loadOperations(t.app);
  const people = await loadPeople(t.app);
  const call = caller(t.app, people);
  return { ...t, operations, people, call, make: objectMaker(t.app, people, call) };
}
export type Probe = Awaited<ReturnType<typeof openProbe>>;

/** The caller a route is exercised as: its object's owner, or the first caller it lets in. */
export function allowedCaller(op: Operation): ProbeCaller {
  const probe = op.declared?.probe;
  const owner = probe && probe !== 'self' ? probe.owner : undefined;
  const expected = expectations(op);
  return owner ?? CALLERS.find((who) => expected[who] === 'ok') ?? 'guest';
}

/** Path values for a route: its object's id (made fresh) and a plain value for other parameters. */
export async function realParams(op: Operation, make: ReturnType<typeof objectMaker>) {
  const probe = op.declared?.probe;
  const decl = probe && probe !== 'self' ? probe : {};
  const made = decl.object ? await make(decl.object, decl.owner) : undefined;
  return {
    values: Object.fromEntries(
      op.params.map((p) => [p.name, made?.params?.[p.name] ?? (p.name === 'id' ? made?.id : 'probe')]),
    ),
    body: made?.body,
  };
}
