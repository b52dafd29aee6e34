import pg from 'pg';
import { LRUCache } from 'lru-cache';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { EMBEDDED_NAMED_STATEMENTS, PLAN_EACH_CALL, statementName } from './statement-names';

interface Prepared {
  name: string;
  /** How each parameter is written as text, by its type (PGlite's serializers). */
  serializers: (((value: unknown) => string) | undefined)[];
}

/** PostgreSQL's code for "prepared statement does not exist". */
const UNKNOWN_STATEMENT = '26000';

/**
 * The embedded database's twin of namingClient (decision 0042). Drizzle's PGlite driver sends every
 * query unnamed, so the embedded PostgreSQL parses, analyses and plans its text on every call, in
 * WebAssembly (0.9 ms for the captain's workspace statement, 0.14 ms of it executing). This class
 * prepares each text once (`PREPARE`, its parameters' types from `describeQuery`) and runs it with
 * `EXECUTE`, each value written by PGlite's own serializer for its type and quoted by the driver's
 * `escapeLiteral`: the same text PostgreSQL would read from a bound parameter. Texts without
 * parameters, and those with a `planFor` value, go as they are. At most EMBEDDED_NAMED_STATEMENTS
 * texts stay prepared, least recently used first out.
 */
export function namingPglite(Base: typeof PGlite, capacity = EMBEDDED_NAMED_STATEMENTS): typeof PGlite {
  return class NamingPGlite extends Base {
    /** Each text's statement; one pushed out is deallocated once prepared. */
    readonly #prepared = new LRUCache<string, Promise<Prepared>>({
      max: capacity,
      dispose: (made, _text, reason) => {
        if (reason === 'evict')
          void made.then(({ name }) => this.exec(`deallocate ${name}`)).catch(() => undefined);
      },
    });
    #next = 0;

    override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (!params?.length || text.includes(PLAN_EACH_CALL)) return super.query<T>(text, params, options);
      try {
        return await this.#execute<T>(text, params, options);
      } catch (e) {
        // Dropped from the table while this call waited: prepared again, once.
        if ((e as { code?: string }).code !== UNKNOWN_STATEMENT) throw e;
        this.#prepared.delete(text);
        return this.#execute<T>(text, params, options);
      }
    }

    async #execute<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
      const { name, serializers } = await this.#statement(text);
      const values = params.map((v, i) =>
        v === null || v === undefined ? 'null' : pg.escapeLiteral(serializers[i]?.(v) ?? String(v)),
      );
      const [result] = await this.exec(`execute ${name}(${values.join(', ')})`, options);
      return result as Results<T>;
    }

    #statement(text: string): Promise<Prepared> {
      const found = this.#prepared.get(text);
      if (found) return found;
      const name = statementName(this.#next++);
      const made = (async () => {
        const { queryParams } = await this.describeQuery(text);
        await this.exec(`prepare ${name} as ${text}`);
        return { name, serializers: queryParams.map((p) => p.serializer as Prepared['serializers'][number]) };
      })();
      this.#prepared.set(text, made);
      // A text that cannot be prepared (a broken statement) is not kept: its error is the caller's.
      made.catch(() => this.#prepared.delete(text));
      return made;
    }
  };
}
