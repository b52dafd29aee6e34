import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';

/**
 * Reads remembered for a few seconds (decision 0021): which person a bearer token opens, one's own
 * profile, and the answers of the read-only routes that declare `remember` (the lists a page asks
 * for again and again). Each answer is kept with the names of what it was read from — the
 * database's tables, noted as its statements run, and sources outside it such as who is online —
 * and is forgotten when any of them changes: a write to the chat's tables leaves the knowledge
 * base's answers alone. A read that overlapped a change of what it read is not kept, and an
 * answer whose sources cannot all be followed (a table outside the schema) is not kept at all.
 */
export interface RecentReads {
  /**
   * The answer of `load`, remembered under `key` with what it read. A read under way that uses it
   * depends on all of that too, or only on `passOn` when given (the session: whether the token is
   * still good is asked again on every request, so what uses it depends only on the person's row).
   */
  remember<T extends object | null>(
    key: string,
    load: () => Promise<T>,
    passOn?: readonly string[],
  ): Promise<T>;
  /** What was kept under `key` (an answer kept with `keep`), if it is still fresh. */
  recall(key: string): string | undefined;
  /** Runs `next`, and everything it goes on to do, noting what it reads in the notes it is given (for `keep`). */
  noting(next: (notes: Notes) => void): void;
  /** Keeps an answer read under `notes`, unless something it read changed meanwhile. */
  keep(key: string, value: string, notes: Notes): void;
  /** The read under way depends on these (tables, or a source such as `presence`). */
  read(names: readonly string[], foreign?: boolean): void;
  /** These changed: answers read from any of them are forgotten. */
  changed(names: readonly string[]): void;
}

/** The name under which who is online (this process's sockets) is read and changed. */
export const PRESENCE = 'presence';

/** What a read has read so far, and when it began. */
export interface Notes {
  at: number;
  names: Set<string>;
  /** It read something that cannot be followed: never kept. */
  foreign: boolean;
}

interface Entry {
  value: object | string;
  names: string[];
  at: number;
}

/** Entries past this size are not kept (a list that big is rare and cheap to read again). */
const LARGEST_KEPT = 512 * 1024;

export function recentReads(ttlMs: number): RecentReads {
  if (ttlMs <= 0) {
    const none = (): Notes => ({ at: 0, names: new Set(), foreign: true });
    return {
      remember: (_key, load) => load(),
      recall: () => undefined,
      noting: (next) => next(none()),
      keep: () => undefined,
      read: () => undefined,
      changed: () => undefined,
    };
  }
  const cache = new LRUCache<string, Entry>({
    max: 20_000,
    // Answers are kept as their JSON text: counted by length, objects as a rough kilobyte each.
    maxSize: 64 * 1024 * 1024,
    maxEntrySize: LARGEST_KEPT,
    sizeCalculation: ({ value }) => (typeof value === 'string' ? value.length + 64 : 1024),
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  const reading = new AsyncLocalStorage<Notes>();
  // A clock that ticks at every change, and when each name last changed.
  let clock = 0;
  const changedAt = new Map<string, number>();
  const fresh = (at: number, names: Iterable<string>) => {
    for (const name of names) if ((changedAt.get(name) ?? 0) > at) return false;
    return true;
  };
  // A read inside another (the profile inside a request) may use what the outer one read before it
  // (the person's row): it starts with the outer one's notes and mark.
  const start = (): Notes => {
    const outer = reading.getStore();
    return outer
      ? { at: outer.at, names: new Set(outer.names), foreign: outer.foreign }
      : { at: clock, names: new Set(), foreign: false };
  };
  const store = (key: string, value: object | string, notes: Notes) => {
    // Something read nothing we can follow (or was read outside its notes): not kept.
    if (notes.foreign || notes.names.size === 0 || !fresh(notes.at, notes.names)) return;
    cache.set(key, { value, names: [...notes.names], at: notes.at });
  };
  const lookUp = (key: string) => {
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (fresh(hit.at, hit.names)) return hit;
    cache.delete(key);
    return undefined;
  };
  const read: RecentReads['read'] = (names, foreign = false) => {
    const notes = reading.getStore();
    if (!notes) return;
    for (const name of names) notes.names.add(name);
    if (foreign) notes.foreign = true;
  };

  return {
    async remember<T extends object | null>(key: string, load: () => Promise<T>, passOn?: readonly string[]) {
      const hit = lookUp(key);
      if (hit) {
        read(passOn ?? hit.names);
        return hit.value as T;
      }
      const notes = start();
      const found = await reading.run(notes, load);
      if (found !== null) store(key, found, notes);
      read(passOn ?? [...notes.names], !passOn && notes.foreign);
      return found;
    },
    recall(key) {
      const hit = lookUp(key);
      return typeof hit?.value === 'string' ? hit.value : undefined;
    },
    noting(next) {
      const notes = start();
      reading.run(notes, next, notes);
    },
    keep: store,
    read,
    changed(names) {
      clock++;
      for (const name of names) changedAt.set(name, clock);
    },
  };
}
