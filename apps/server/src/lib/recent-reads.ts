import { LRUCache } from 'lru-cache';

/**
 * Reads remembered for a few seconds (decision 0021): which person a bearer token opens, one's own
 * profile — what a page asks for several times in a burst. Any write to the server (a request other
 * than GET/HEAD: logout, suspension, a role or profile change…) forgets everything, so this process
 * never answers from before its own last write; other processes are told through the database when
 * there is a PostgreSQL server, and otherwise notice within `ttlMs`. A read that overlapped a write
 * is not kept. Nothing is remembered as missing.
 */
export interface RecentReads {
  remember<T extends object | null>(key: string, load: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function recentReads(ttlMs: number): RecentReads {
  if (ttlMs <= 0) return { remember: (_key, load) => load(), forget: () => undefined };
  const cache = new LRUCache<string, object>({ max: 20_000, ttl: ttlMs, ttlAutopurge: false });
  let generation = 0;
  return {
    async remember<T extends object | null>(key: string, load: () => Promise<T>) {
      const hit = cache.get(key) as T | undefined;
      if (hit) return hit;
      const seen = generation;
      const found = await load();
      if (found !== null && seen === generation) cache.set(key, found);
      return found;
    },
    forget() {
      generation++;
      cache.clear();
    },
  };
}
