import { parseAst, type Plugin } from 'vite';

/**
 * What of an endpoint definition (`EndpointDef` in packages/contracts/src/endpoint.ts) only the
 * server reads in production: its zod schemas and who may call it. The web app reads the schemas
 * only to check answers in development and tests (`CHECK_ANSWERS` in src/lib/api.ts); production
 * trusts the server, which checks every answer against them. Method, path, encoding, status,
 * produces and anything added later stay.
 */
const SERVER_KEYS = new Set(['params', 'query', 'body', 'response', 'access']);

const ENDPOINT_MODULE = /\/packages\/contracts\/src\/endpoints\/[^/]+\.ts$/;

interface Span {
  start: number;
  end: number;
}
interface Node extends Span {
  type: string;
  [key: string]: unknown;
}
interface Property extends Node {
  key: Node & { name?: string; value?: unknown };
  computed: boolean;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Property): string | null {
  if (property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name ?? null;
  return typeof property.key.value === 'string' ? property.key.value : null;
}

/** The object literals passed to `endpoint(…)`, wherever they are (a role's table is built by a function). */
function definitions(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) definitions(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node & { name?: string };
    const [first] = node.arguments as unknown[];
    if (
      callee.type === 'Identifier' &&
      callee.name === 'endpoint' &&
      isNode(first) &&
      first.type === 'ObjectExpression'
    )
      found.push(first);
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') definitions(value, found);
  return found;
}

/**
 * Each definition's object without its schema properties: `{ method, path, access, status, … }`.
 * Returns null when the module defines no endpoint with a schema.
 */
export function stripEndpointSchemas(code: string): string | null {
  const edits: { span: Span; text: string }[] = [];
  for (const object of definitions(parseAst(code).body)) {
    const properties = object.properties as Node[];
    const kept = properties.filter(
      (p) => p.type !== 'Property' || !SERVER_KEYS.has(keyName(p as Property) ?? ''),
    );
    if (kept.length === properties.length) continue;
    edits.push({ span: object, text: `{ ${kept.map((p) => code.slice(p.start, p.end)).join(', ')} }` });
  }
  if (!edits.length) return null;
  return withoutUnusedImports(applyEdits(code, edits));
}

function applyEdits(code: string, edits: { span: Span; text: string }[]): string {
  let out = code;
  for (const { span, text } of edits.sort((a, b) => b.span.start - a.span.start))
    out = `${out.slice(0, span.start)}${text}${out.slice(span.end)}`;
  return out;
}

/** Every identifier's name outside the import declarations. */
function namesUsed(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) namesUsed(child, names);
    return names;
  }
  if (!isNode(node) || node.type === 'ImportDeclaration') return names;
  if (node.type === 'Identifier') names.add(node.name as string);
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') namesUsed(value, names);
  return names;
}

/**
 * Without its schemas a definition module no longer names most of what it imports: the import
 * goes too, so the schema modules are not part of the chunk's graph at all. (A module the entry
 * chunk holds is the entry's: a page's `import('@keh/contracts/auth')` would then make the whole
 * module's namespace, every schema of it, part of the entry.)
 */
function withoutUnusedImports(code: string): string {
  const program = parseAst(code).body as unknown as Node[];
  const used = namesUsed(program);
  const edits: { span: Span; text: string }[] = [];
  for (const statement of program) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = statement.specifiers as (Node & { local: Node & { name: string } })[];
    const kept = specifiers.filter((s) => used.has(s.local.name));
    if (kept.length === specifiers.length || !specifiers.length) continue;
    const source = (statement.source as Node & { raw: string }).raw;
    const named = kept.filter((s) => s.type === 'ImportSpecifier').map((s) => code.slice(s.start, s.end));
    const others = kept.filter((s) => s.type !== 'ImportSpecifier').map((s) => code.slice(s.start, s.end));
    const clause = [...others, ...(named.length ? [`{ ${named.join(', ')} }`] : [])].join(', ');
    edits.push({ span: statement, text: clause ? `import ${clause} from ${source};` : '' });
  }
  return applyEdits(code, edits);
}

/**
 * Production builds only: the endpoint definitions lose their zod schemas, so the entry chunk
 * carries the areas' methods and paths but neither zod nor the contracts' schemas (decision 0035,
 * bundle). Development and tests keep them and parse every answer. Runs after TypeScript is
 * stripped; `pureContracts` then drops the schema constants no chunk uses any more.
 */
export function schemaFreeEndpoints(): Plugin {
  return {
    name: 'keh:schema-free-endpoints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_MODULE.test(id.replaceAll('\\', '/')) || id.endsWith('.test.ts')) return null;
      const out = stripEndpointSchemas(code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
