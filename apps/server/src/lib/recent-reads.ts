import { LRUCache } from 'lru-cache';

/**
 * Reads remembered for a few seconds (decision 0021): which person a bearer token opens, one's own
 * profile, and the answers of the read-only routes that declare `remember` (the lists a page asks
 * for again and again). Any write to the server (a request other than GET/HEAD, a GET that marks
 * something read, a background job's work) forgets everything, so this process never answers from
 * before its own last write; other processes are told through the database when there is a
 * PostgreSQL server, and otherwise notice within `ttlMs`. A read that overlapped a write is not
 * kept. Nothing is remembered as missing.
 */
export interface RecentReads {
  remember<T extends object | null>(key: string, load: () => Promise<T>): Promise<T>;
  /** What was kept under `key` (an answer kept with `keep`), if it is still fresh. */
  recall(key: string): string | undefined;
  /** A mark taken as a read starts: `keep` keeps nothing if a write came after it. */
  mark(): number;
  /** Keeps an answer read since `mark`, unless a write came in between. */
  keep(key: string, value: string, since: number): void;
  forget(): void;
}

/** Entries past this size are not kept (a list that big is rare and cheap to read again). */
const LARGEST_KEPT = 512 * 1024;

export function recentReads(ttlMs: number): RecentReads {
  if (ttlMs <= 0)
    return {
      remember: (_key, load) => load(),
      recall: () => undefined,
      mark: () => 0,
      keep: () => undefined,
      forget: () => undefined,
    };
  const cache = new LRUCache<string, object | string>({
    max: 20_000,
    // Answers are kept as their JSON text: counted by length, objects as a rough kilobyte each.
    maxSize: 64 * 1024 * 1024,
    maxEntrySize: LARGEST_KEPT,
    sizeCalculation: (value) => (typeof value === 'string' ? value.length + 64 : 1024),
    ttl: ttlMs,
    ttlAutopurge: false,
  });
  let generation = 0;
  const keep = (key: string, value: object | string, since: number) => {
    if (since === generation) cache.set(key, value);
  };
  return {
    async remember<T extends object | null>(key: string, load: () => Promise<T>) {
      const hit = cache.get(key) as T | undefined;
      if (hit) return hit;
      const since = generation;
      const found = await load();
      if (found !== null) keep(key, found, since);
      return found;
    },
    recall(key) {
      const hit = cache.get(key);
      return typeof hit === 'string' ? hit : undefined;
    },
    mark: () => generation,
    keep,
    forget() {
      generation++;
      cache.clear();
    },
  };
}
