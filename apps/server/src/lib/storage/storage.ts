import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Public images (avatars, covers, article images), private files (CVs) and public documents
 * (attached to articles; served as downloads) live in separate folders.
 */
export type StorageArea = 'images' | 'files' | 'documents';

/** Where uploads live; one interface so an S3-compatible store can replace the disk. */
export interface Storage {
  /** Stores the bytes under a new server-made name; returns the key (`area/name`). */
  put(area: StorageArea, ext: string, data: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** The URL a browser loads a public image from. */
  publicUrl(key: string): string;
  /** Resolves when the store can be written (readiness); throws StorageUnavailableError if not. */
  check(): Promise<void>;
  close?(): void;
}

/** The store cannot be reached: the request answers 503 with the generic message. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('storage unavailable', { cause });
  }
}

const KEY = /^(images|files|documents)\/[a-f0-9]{32}\.(jpg|png|gif|pdf|doc|docx|zip)$/;
export const isStorageKey = (key: string) => KEY.test(key);

export interface DiskStorage extends Storage {
  readonly root: string;
}

/** Local disk under `${dataDir}/uploads` (a temporary folder when there is no data dir, as in tests). */
export function createDiskStorage(dataDir: string | null): DiskStorage {
  const root = dataDir ? path.join(dataDir, 'uploads') : mkdtempSync(path.join(os.tmpdir(), 'keh-uploads-'));
  const file = (key: string) => {
    if (!isStorageKey(key)) throw new Error('bad storage key');
    return path.join(root, key);
  };
  return {
    root,
    async put(area, ext, data) {
      const key = `${area}/${randomBytes(16).toString('hex')}.${ext}`;
      await mkdir(path.join(root, area), { recursive: true });
      await writeFile(file(key), data, { flag: 'wx' });
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) return null;
      return readFile(file(key)).catch(() => null);
    },
    async remove(key) {
      if (isStorageKey(key)) await rm(file(key), { force: true });
    },
    publicUrl: (key) => `/uploads/${key}`,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK).catch((err: unknown) => {
        throw new StorageUnavailableError(err);
      });
    },
  };
}
