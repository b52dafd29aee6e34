/**
 * Chosen files kept across a reload, in IndexedDB (plain, no library): the sign-up's photo and CV
 * (issue 28). Each failure (private browsing, storage off, quota) reads as "nothing kept": the
 * journey then asks for the file again, as it did before.
 */
const DB_NAME = 'keh-files';
const STORE = 'files';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

export interface KeptFile {
  /** Whose file it is (the sign-up draft it belongs to): another journey's file is never handed out. */
  owner: string;
  file: File;
}

/** Keeps a file under `key` (null forgets it). */
export async function keepFile(key: string, value: KeptFile | null): Promise<void> {
  if (value) await run('readwrite', (store) => store.put(value, key));
  else await run('readwrite', (store) => store.delete(key));
}

/** The file kept under `key` for `owner`, if any (a file of another owner is forgotten). */
export async function keptFile(key: string, owner: string): Promise<File | null> {
  const value = (await run('readonly', (store) => store.get(key))) as KeptFile | undefined | null;
  if (!value || typeof value !== 'object') return null;
  if (value.owner !== owner || !(value.file instanceof Blob)) {
    await keepFile(key, null);
    return null;
  }
  return value.file;
}
