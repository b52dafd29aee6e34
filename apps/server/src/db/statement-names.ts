import pg from 'pg';

/**
 * A comment that leaves a statement unnamed, so PostgreSQL plans it for its values on every call:
 * for a statement whose best plan depends on them more than planning costs (a chat search: the
 * GIN index for a rare word, the person's own messages newest first for a common one). Put it in
 * the statement's text, e.g. `sql\`${sql.raw(PLAN_EACH_CALL)} …\``.
 */
export const PLAN_EACH_CALL = '/* plan each call */';

/** How many distinct statement texts keep a name; the least recently used lose theirs. */
export const NAMED_STATEMENTS = 1000;

/**
 * A pg Client that prepares every statement Drizzle sends (decision 0036). Drizzle sends each
 * query as an unnamed statement, so PostgreSQL parses, analyses and plans its text on every call
 * (0.3–2 ms for a page's join), and the driver writes the whole text to the socket every time.
 * Named after its text, a statement is parsed once per connection; PostgreSQL then reuses its plan
 * (a generic plan after five calls, when it costs no more) and only Bind/Execute travel.
 *
 * The names are shared by every connection of the process (a text has one name); the table is
 * bounded, least recently used first out. A statement whose name was dropped stays prepared on
 * the connections that used it until they are recycled (the pool's `maxLifetimeSeconds`), which
 * bounds what a connection holds. Plain-text queries (`begin`, `set local …`) and statements marked
 * `PLAN_EACH_CALL` are left unnamed.
 */
export function namingClient(capacity = NAMED_STATEMENTS): typeof pg.Client {
  const names = new Map<string, string>();
  let next = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name !== undefined) {
      names.delete(text);
    } else {
      name = `keh_${(next++).toString(36)}`;
      if (names.size >= capacity) names.delete(names.keys().next().value!);
    }
    names.set(text, name);
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
