import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { enc, fillPath, type JsonSchema, type Operation } from './routes';

/**
 * fast-check arbitraries generated from the JSON schemas of the OpenAPI document (zod-fast-check
 * supports zod 3 only), mixed with hostile values: every field is sometimes valid-looking,
 * sometimes something else entirely.
 */

const LONG = 'x'.repeat(20_000);
/** Values that do not belong anywhere: wrong types, bounds of int4 and of doubles, NULs, paths… */
export const HOSTILE: readonly unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'null',
  'NaN',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '1e400',
  '0x1F',
  '١٢',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '/etc/passwd',
  '../../../../etc/passwd',
  '%00',
  LONG,
  '\u0000'.repeat(1000),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1,
  0,
  0.5,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: 1 },
  { byteLength: 5 },
  JSON.parse('{"__proto__":{"admin":true}}'),
];
const hostile = fc.constantFrom(...HOSTILE);

/** A string with a NUL somewhere in it. */
const withNul = (s: string) => fc.nat(s.length).map((i) => `${s.slice(0, i)}\u0000${s.slice(i)}`);

const INT_MIN = -(2 ** 53) + 1;
const INT_MAX = 2 ** 53 - 1;

function bounds(s: JsonSchema, integer: boolean) {
  let min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
  let max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  const step = integer ? 1 : Number.EPSILON;
  if (min !== undefined && (s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number'))
    min += step;
  if (max !== undefined && (s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number'))
    max -= step;
  return { min: Math.max(min ?? INT_MIN, INT_MIN), max: Math.min(max ?? INT_MAX, INT_MAX) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const date = fc
  .record({
    d: fc.integer({ min: 1, max: 28 }),
    m: fc.integer({ min: 1, max: 12 }),
    y: fc.integer({ min: 1950, max: 2030 }),
  })
  .map(({ d, m, y }) => `${pad(d)}/${pad(m)}/${y}`);

/**
 * What a text field holds, by its name, where the schema cannot say (zod refinements do not reach
 * JSON Schema): so that clean requests get past validation into the services now and then.
 */
const BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/email|^to$/, fc.oneof(fc.constantFrom('mentee@example.com', 'mentor@example.com'), fc.emailAddress())],
  [/password/, fc.constantFrom('Password12', 'Secret123', 'password')],
  [/date|birthday|_from$|_to$/, date],
  [/linkedin|website|twitter|facebook|instagram|url/, fc.webUrl()],
  [/^otp$/, fc.integer({ min: 0, max: 9999 }).map((n) => pad(n, 4))],
  [/contact_number/, fc.stringMatching(/^07\d{3} ?\d{6}$/)],
  [/post_code/, fc.constantFrom('PL1 2AB', 'SW1A 1AA', 'BS14DJ', 'BFPO 1234')],
];

function text(s: JsonSchema, name = ''): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  const hint = !s.pattern && BY_NAME.find(([re]) => re.test(name));
  if (hint) return hint[1];
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(s.maxLength ?? 40, Math.max(minLength, 40)) });
}

/** How values are made: `hostile` mixes wrong ones in at every level, otherwise they fit the schema. */
interface Mode {
  hostile: boolean;
  depth: number;
  name?: string;
}

/** Values of the schema's shape. */
function shaped(s: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const inner = { ...mode, depth: mode.depth + 1, name: undefined };
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fuzzValue(a, mode)));
  const types = [s.type ?? []].flat();
  const type = types.find((t) => t !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return s.format === 'binary' ? fc.uint8Array({ maxLength: 64 }) : text(s, mode.name);
      case 'integer': {
        const { min, max } = bounds(s, true);
        // Small numbers first: ids of reference rows and counts are small.
        const small = fc.integer({
          min: Math.max(min, 0),
          max: Math.max(Math.min(max, 20), Math.max(min, 0)),
        });
        return min > 20 ? fc.integer({ min, max }) : fc.oneof(small, fc.integer({ min, max }));
      }
      case 'number':
        return fc.double({ ...bounds(s, false), noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(s.items ? fuzzValue(s.items, inner) : hostile, {
          minLength: Math.min(s.minItems ?? 0, 4),
          maxLength: Math.min(s.maxItems ?? 4, 4),
        });
      case 'object':
        return object(s, inner);
      default:
        return mode.depth > 1 ? hostile : fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return s.nullable || types.includes('null') ? fc.option(value, { nil: null }) : value;
}

/** An object with every field, or (hostile) with some missing and strangers beside them. */
function object(s: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([k, v]) => [k, fuzzValue(v, { ...mode, name: k })]),
  );
  const required = (s.required ?? []).filter((k) => k in props);
  const whole = fc.record(props, { requiredKeys: required });
  if (!mode.hostile) return whole;
  const extra = fc.dictionary(fc.constantFrom('extra', 'id', 'user_id', 'type', 'role'), hostile, {
    maxKeys: 2,
  });
  return fc
    .tuple(fc.oneof(whole, fc.record(props, { requiredKeys: [] })), fc.option(extra, { freq: 4 }))
    .map(([o, x]) => ({ ...(x ?? {}), ...o }));
}

/** One value for a schema; in hostile mode sometimes anything at all, texts sometimes with a NUL. */
export function fuzzValue(s: JsonSchema, mode: Mode = { hostile: true, depth: 0 }): fc.Arbitrary<unknown> {
  const own = shaped(s, mode);
  if (!mode.hostile) return own;
  const isText = [s.type].flat().includes('string') && s.format !== 'binary' && !s.enum;
  return fc.oneof(
    { arbitrary: own, weight: 6 },
    { arbitrary: hostile, weight: 2 },
    ...(isText ? [{ arbitrary: text(s, mode.name).chain(withNul), weight: 2 }] : []),
  );
}

// ---------- turning values into requests ----------

const scalar = (v: unknown) =>
  v instanceof Uint8Array
    ? Buffer.from(v).toString('latin1')
    : typeof v === 'object'
      ? JSON.stringify(v)
      : String(v);

/** Form fields as browsers send them: arrays as repeated fields, objects as JSON text. */
const formEntries = (value: unknown): [string, unknown][] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) =>
        Array.isArray(v) ? v.map((x): [string, unknown] => [k, x]) : [[k, v]],
      )
    : [['value', value]];

export function encodeBody(type: string, value: unknown): Pick<InjectOptions, 'payload' | 'headers'> {
  if (type === 'multipart/form-data') {
    const form = new FormData();
    for (const [k, v] of formEntries(value)) {
      if (v instanceof Uint8Array) form.append(k, new Blob([new Uint8Array(v)]), 'file.bin');
      else form.append(k, scalar(v));
    }
    return { payload: form as never };
  }
  if (type === 'application/x-www-form-urlencoded') {
    const body = formEntries(value)
      .map(([k, v]) => `${enc(k)}=${enc(scalar(v))}`)
      .join('&');
    return { payload: body, headers: { 'content-type': type } };
  }
  return { payload: JSON.stringify(value) ?? 'null', headers: { 'content-type': 'application/json' } };
}

const query = (values: Record<string, unknown>) =>
  formEntries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(scalar(v))}`)
    .join('&');

/**
 * A whole request for an operation: path parameters (the route's real object now and then),
 * query and body from their schemas, the body in any of the encodings the server parses.
 */
export function requestArbitrary(op: Operation, real: Record<string, unknown>): fc.Arbitrary<InjectOptions> {
  return fc.oneof(requestIn(op, real, false), requestIn(op, real, true));
}

function requestIn(op: Operation, real: Record<string, unknown>, hostile: boolean) {
  const mode = (name?: string): Mode => ({ hostile, depth: 0, name });
  const params = fc.record(
    Object.fromEntries(
      op.params.map((p) => {
        const own = real[p.name] === undefined ? [] : [fc.constant(real[p.name])];
        return [p.name, fc.oneof(...own, fuzzValue(p.schema, mode(p.name)))];
      }),
    ),
  );
  const queryValues = fc.record(
    Object.fromEntries(op.query.map((p) => [p.name, fuzzValue(p.schema, mode(p.name))])),
    { requiredKeys: [] },
  );
  const types = op.body ? [...Object.keys(op.body), 'application/x-www-form-urlencoded'] : [];
  const body = op.body
    ? fc
        .constantFrom(...types)
        .chain((type) =>
          fuzzValue(op.body![type] ?? Object.values(op.body!)[0]!, mode()).map((v) => encodeBody(type, v)),
        )
    : fc.constant({});
  return fc.tuple(params, queryValues, body).map(([p, q, b]): InjectOptions => {
    const qs = query(q);
    return { method: op.method as 'GET', url: `${fillPath(op, p)}${qs ? `?${qs}` : ''}`, ...b };
  });
}
