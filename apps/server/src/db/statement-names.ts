import pg from 'pg';
import { LRUCache } from 'lru-cache';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The setting every connection starts with, as `-c` and `set` take it (decision 0041: the pool's
 * `options`, the embedded database's session): PostgreSQL runs a prepared statement's generic plan
 * from its first call. Left to itself (`auto`) it re-plans a statement for its values whenever it
 * guesses the generic plan dearer, which for the matching ranking, the conversation list and a
 * conversation's page was every call (0.5–1 ms of planning, a third of PostgreSQL's time in the
 * journeys). A value that should shape the plan goes through `planFor`.
 */
export const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan';

/**
 * No just-in-time compilation on the pool's connections (decision 0041). PostgreSQL compiles a
 * statement whose estimated cost passes `jit_above_cost`, on every execution: the programme
 * overview's gone-quiet pairs at 10x spent 298 ms of 505 compiling (402 ms a call with it, 178 ms
 * without). The app's statements are short; none runs long enough to win the compile back.
 */
export const NO_JIT = 'jit=off';

/**
 * A comment that leaves a statement unnamed, so PostgreSQL parses and plans it on every call. Only
 * `planFor` writes it, with the value the plan is made for.
 */
export const PLAN_EACH_CALL = '/* plan each call */';

/**
 * A value a statement's best plan depends on more than planning costs (a chat search: the GIN
 * index for a rare word, the person's own messages newest first for a common one). It is written
 * into the statement's text as a quoted literal (the driver's `escapeLiteral`) behind
 * PLAN_EACH_CALL, so the statement stays unnamed and is planned for this value each call; as a
 * parameter it would get the generic plan like every other statement (GENERIC_PLANS).
 */
export const planFor = (value: string): SQL => sql.raw(`${PLAN_EACH_CALL} ${pg.escapeLiteral(value)}`);

/** How many distinct statement texts keep a name; the least recently used lose theirs. */
export const NAMED_STATEMENTS = 1000;

/**
 * The embedded database's bound (decision 0042): each prepared statement holds its plan inside
 * PGlite's WebAssembly memory, which never shrinks. The journeys prepared ~270 texts (0.4 MB each);
 * 100 held kept the server at 452–466 MB after the load against 490–508 MB, at the same CPU per
 * request (the rarely used ones are prepared again, ~10 a second).
 */
export const EMBEDDED_NAMED_STATEMENTS = 100;

/** The name of the `n`th statement text a process (or an embedded database) names. */
export const statementName = (n: number) => `keh_${n.toString(36)}`;

/**
 * A pg Client that prepares every statement Drizzle sends (decision 0036). Drizzle sends each
 * query as an unnamed statement, so PostgreSQL parses, analyses and plans its text on every call
 * (0.3–2 ms for a page's join), and the driver writes the whole text to the socket every time.
 * Named after its text, a statement is parsed and planned once per connection (its generic plan,
 * GENERIC_PLANS); only Bind/Execute travel after that.
 *
 * The names are shared by every connection of the process (a text has one name); the table is
 * bounded, least recently used first out. A statement whose name was dropped stays prepared on
 * the connections that used it until they are recycled (the pool's `maxLifetimeSeconds`), which
 * bounds what a connection holds. Plain-text queries (`begin`, `set local …`) and statements with a
 * `planFor` value are left unnamed.
 */
export function namingClient(capacity = NAMED_STATEMENTS): typeof pg.Client {
  const names = new LRUCache<string, string>({ max: capacity });
  let next = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = statementName(next++)));
    return name;
  };
  class NamingClient extends pg.Client {
    // The driver's overloads (text, config, submittable, callback or promise) pass through as given.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      if (
        config !== null &&
        typeof config === 'object' &&
        typeof config.text === 'string' &&
        config.name === undefined &&
        typeof config.submit !== 'function' &&
        !config.text.includes(PLAN_EACH_CALL) &&
        // Without parameters the driver sends plain text, which may hold several commands (a
        // migration); a named statement is one command, so only a text without `;` is named.
        ((Array.isArray(values) && values.length > 0) || !config.text.includes(';'))
      )
        return super.query({ ...config, name: nameOf(config.text) }, values, callback);
      return super.query(config, values, callback);
    }
  }
  return NamingClient;
}
