import type { PGlite, Transaction } from '@electric-sql/pglite';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * Which of the schema's tables each statement reads and writes, and when written rows become
 * visible to everyone (decision 0021): what lets remembered answers be forgotten only when a
 * table they were read from changes. Found from the statement's text, so raw SQL counts as much
 * as the query builder's; a write also counts for the tables its triggers change.
 */
export interface Statement {
  /** The schema's tables it reads (also through the functions it calls). */
  reads: readonly string[];
  /** The tables whose rows it changes, with what their triggers change (empty for a read). */
  writes: readonly string[];
  /**
   * It names a table outside the schema and the job queue's (the migrator's): what it reads cannot
   * be followed.
   */
  foreign: boolean;
  /** One INSERT, UPDATE or DELETE: when it affected no rows, it changed nothing. */
  counted: boolean;
}

export interface ChangeListener {
  /** A statement is about to run (called in its caller's async context). */
  statement?(s: Statement): void;
  /** Rows of these tables changed and are committed: visible to every later read. */
  changed?(tables: readonly string[]): void;
}

export interface Changes {
  /** Starts telling `listener`; answers how to stop. */
  listen(listener: ChangeListener): () => void;
}

/** The part the database layer drives. */
export interface ChangeFeed extends Changes {
  classify(text: string): Statement;
  /** Learns the triggers and functions of the migrated database. */
  learn(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void>;
  statement(text: string): void;
  changed(tables: Iterable<string>): void;
}

const NONE: Statement = { reads: [], writes: [], foreign: false, counted: false };
const WORD = /"([^"]+)"|([A-Za-z_][A-Za-z0-9_$]*)/g;
const TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?(?:"([^"]+)"|([A-Za-z_][\w$]*))/gi;
const WRITES = /^\s*(insert|update|delete|merge|truncate)\b/i;
const WRITES_IN_WITH = /\binsert\s+into\b|\bdelete\s+from\b|\bupdate\s+"?[\w$]+"?(\s+\w+)?\s+set\b/i;
const CONTROL = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|show|reset|listen|unlisten)\b/i;
/** More than one statement in one text (pg-boss's `BEGIN; …; COMMIT` blocks). */
const SEVERAL = /;\s*\S/;
/**
 * The job queue's schema (pg-boss, db/jobs.ts), followed as one name: its statements go through the
 * same watched connections, so the failed mails staff see are remembered like any list.
 */
const JOBS_SCHEMA = 'pgboss';
const KNOWN = new Set([
  ...Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableName(t as PgTable)),
  JOBS_SCHEMA,
]);
/** Statement texts are few (values travel as parameters); past this many the memo starts again. */
const MEMO_SIZE = 5000;

const wordsOf = (text: string) => {
  const words = new Set<string>();
  for (const m of text.matchAll(WORD)) words.add(m[1] ?? m[2]!.toLowerCase());
  return words;
};
/**
 * A relation read as `schema.table` whose qualifier is not one of our tables (`"articles"."id"` in
 * `extract(epoch from "events"."starts_at")` is a column): pg-boss's `pgboss.job`, the migrator's.
 */
const QUALIFIED = /\b(?:from|join)\s+(?:"([^"]+)"|([A-Za-z_][\w$]*))\s*\./gi;
const readsForeign = (text: string) =>
  [...text.matchAll(QUALIFIED)].some((m) => {
    const qualifier = m[1] ?? m[2]!.toLowerCase();
    return qualifier !== 'public' && !KNOWN.has(qualifier);
  });
const targetsOf = (text: string) =>
  new Set([...text.matchAll(TARGET)].map((m) => m[1] ?? m[2]!.toLowerCase()).filter((t) => KNOWN.has(t)));

interface Routine {
  /** Every word of its body (tables it reads, functions it calls). */
  words: Set<string>;
  /** The tables its body inserts into, updates or deletes from. */
  targets: Set<string>;
}

export function changeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const memo = new Map<string, Statement>();
  // Learned from the database after migrating: function bodies, and each table's trigger functions.
  const routines = new Map<string, Routine>();
  const triggers = new Map<string, string[]>();

  /** The tables these words name, and those the bodies of the functions they name read, transitively. */
  const readsOf = (words: Iterable<string>, into = new Set<string>(), seen = new Set<string>()) => {
    for (const w of words) {
      if (KNOWN.has(w)) into.add(w);
      const r = routines.get(w);
      if (r && !seen.has(w)) {
        seen.add(w);
        readsOf(r.words, into, seen);
      }
    }
    return into;
  };
  /** What writing these tables and calling these functions changes: their triggers' writes too. */
  const writesOf = (tables: Iterable<string>, fns: Iterable<string>) => {
    const into = new Set<string>();
    const seen = new Set<string>();
    const table = (t: string) => {
      if (into.has(t)) return;
      into.add(t);
      for (const fn of triggers.get(t) ?? []) call(fn);
    };
    const call = (fn: string) => {
      const r = routines.get(fn);
      if (!r || seen.has(fn)) return;
      seen.add(fn);
      r.targets.forEach(table);
      for (const w of r.words) call(w);
    };
    for (const t of tables) table(t);
    for (const fn of fns) call(fn);
    return into;
  };

  const classify = (text: string): Statement => {
    const known = memo.get(text);
    if (known) return known;
    let found = NONE;
    const several = SEVERAL.test(text);
    if (several || !CONTROL.test(text)) {
      const words = wordsOf(text);
      const reads = readsOf(words);
      const writesRows =
        WRITES.test(text) || ((several || /^\s*with\b/i.test(text)) && WRITES_IN_WITH.test(text));
      const named = writesRows ? targetsOf(text) : new Set<string>();
      const writes = writesOf(writesRows && !named.size ? reads : named, words);
      found = {
        reads: [...reads],
        writes: [...writes],
        foreign: readsForeign(text),
        counted: !several && /^\s*(insert|update|delete)\b/i.test(text),
      };
    }
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(text, found);
    return found;
  };

  return {
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    classify,
    async learn(query) {
      const fns = (
        await query(`select p.proname as name, p.prosrc as body from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`)
      ).rows as { name: string; body: string }[];
      routines.clear();
      for (const { name, body } of fns)
        routines.set(name, { words: wordsOf(body), targets: targetsOf(body) });
      const trig = (
        await query(`select c.relname as "table", p.proname as fn from pg_trigger t
          join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal`)
      ).rows as { table: string; fn: string }[];
      triggers.clear();
      for (const { table, fn } of trig) triggers.set(table, [...(triggers.get(table) ?? []), fn]);
      memo.clear();
    },
    statement(text) {
      const s = classify(text);
      for (const l of listeners) l.statement?.(s);
    },
    changed(tables) {
      const list = [...tables];
      if (list.length) for (const l of listeners) l.changed?.(list);
    },
  };
}

type Callback = (err: Error | null, result: unknown) => void;

/**
 * Runs a driver's query and tells `done` when it has finished (either form: a promise, or a
 * callback as the last argument, which is what pg's pool uses on its clients).
 */
function settle(
  run: (...args: unknown[]) => unknown,
  args: unknown[],
  done: (result: unknown) => void,
): unknown {
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const cb = args[last] as Callback;
    return run(...args.slice(0, last), (err: Error | null, result: unknown) => {
      done(err ? undefined : result);
      cb(err, result);
    });
  }
  const result = run(...args);
  if (result instanceof Promise)
    return result.then(
      (r: unknown) => {
        done(r);
        return r;
      },
      (err: unknown) => {
        done(undefined);
        throw err;
      },
    );
  return result;
}

/** How many rows a finished statement affected, where its driver says (pg's rowCount, PGlite's affectedRows). */
const affectedBy = (result: unknown): number | null => {
  if (Array.isArray(result)) return result.length === 1 ? affectedBy(result[0]) : null;
  const r = result as { rowCount?: unknown; affectedRows?: unknown } | null | undefined;
  const n = r?.rowCount ?? r?.affectedRows;
  return typeof n === 'number' ? n : null;
};
/** The tables `s` changed, now that it has finished with `result` (undefined when it failed: assume all). */
const changedBy = (s: Statement, result: unknown) => (s.counted && affectedBy(result) === 0 ? [] : s.writes);

const textOf = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? ''));

/** `target` with `overrides`; everything else reached on the target itself (private fields stay theirs). */
function proxy<T extends object>(target: T, overrides: Partial<Record<keyof T, unknown>>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (Object.hasOwn(overrides, prop)) return overrides[prop as keyof T];
      const value = Reflect.get(t, prop, t) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/** A lone BEGIN or START TRANSACTION, and a lone COMMIT, END or ROLLBACK. */
const OPENS = /^\s*(begin|start)\b[^;]*;?\s*$/i;
const CLOSES = /^\s*(commit|end|rollback)\s*;?\s*$/i;

/**
 * pg's client, reporting committed writes: a statement outside a transaction when it finishes, a
 * transaction's writes when its COMMIT does (a ROLLBACK drops them). Given to a pool as its
 * `Client`, every connection the pool opens is watched, the job queue's as well as ours.
 */
export function watchedClient(feed: ChangeFeed): typeof pg.Client {
  return class WatchedClient extends pg.Client {
    #inTransaction = false;
    #pending = new Set<string>();

    override query(...args: unknown[]): never {
      const text = textOf(args[0]);
      const s = feed.classify(text);
      if (OPENS.test(text)) this.#inTransaction = true;
      const ends = CLOSES.exec(text)?.[1]?.toLowerCase();
      const inTransaction = this.#inTransaction;
      if (ends) this.#inTransaction = false;
      // Settled in order: when the COMMIT has, every statement before it has too.
      return settle(super.query.bind(this) as (...a: unknown[]) => unknown, args, (result) => {
        if (ends) {
          const committed = ends === 'rollback' ? [] : [...this.#pending];
          this.#pending = new Set();
          feed.changed(committed);
        } else if (inTransaction) for (const t of changedBy(s, result)) this.#pending.add(t);
        else feed.changed(changedBy(s, result));
      }) as never;
    }
  };
}

/**
 * A PGlite whose committed writes are reported like `watchedClient`'s. PGlite runs one statement or
 * one transaction at a time, so nothing reads between a write and its commit.
 */
export function watchedPglite(client: PGlite, feed: ChangeFeed): PGlite {
  const watch = <F extends (...a: never[]) => Promise<unknown>>(run: F, pending?: Set<string>) =>
    (async (...args: Parameters<F>) => {
      const s = feed.classify(String(args[0]));
      let result: unknown;
      try {
        return (result = await run(...args));
      } finally {
        const changed = changedBy(s, result);
        if (pending) for (const t of changed) pending.add(t);
        else feed.changed(changed);
      }
    }) as F;
  return proxy(client, {
    query: watch(client.query.bind(client)),
    exec: watch(client.exec.bind(client)),
    transaction: async <T>(body: (tx: Transaction) => Promise<T>) => {
      const pending = new Set<string>();
      const result = await client.transaction((tx) =>
        body(proxy(tx, { query: watch(tx.query.bind(tx), pending), exec: watch(tx.exec.bind(tx), pending) })),
      );
      feed.changed(pending);
      return result;
    },
  });
}
