import { MSG, UPLOAD_QUOTA_BYTES } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { FileUse } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { StorageArea } from '../../lib/storage/storage';
import { filesRepository } from './files.repository';

/** A storage key from a key or the URL it is served at (`/uploads/images/…`); null for anything else. */
const keyOf = (ref: string | null | undefined) => (ref ? ref.replace(/^\/uploads\//, '') : null);
const keysOf = (refs: readonly (string | null | undefined)[]) => [
  ...new Set(refs.map(keyOf).filter((k): k is string => k !== null)),
];

/**
 * The files people's uploads leave in storage (decision 0012): each one recorded with its owner,
 * size and use, the owner's total held to UPLOAD_QUOTA_BYTES, and removed from storage with its
 * record. Only the owner's own recorded files are ever removed.
 */
export const filesService = (ctx: AppContext) => {
  const repo = filesRepository(ctx.db);

  return {
    usedBytes: (ownerId: number) => repo.usedBytes(ownerId),

    /**
     * The cheap refusal before any decoding: `incoming` bytes (what was sent), less what the files
     * it replaces hold, must fit in what is left of the owner's quota.
     */
    async assertRoom(
      ownerId: number,
      field: string,
      incoming: number,
      replacing: readonly (string | null | undefined)[] = [],
    ) {
      const [used, freed] = await Promise.all([
        repo.usedBytes(ownerId),
        repo.sizesOf(ownerId, keysOf(replacing)),
      ]);
      if (used - freed + incoming > UPLOAD_QUOTA_BYTES) throw invalid({ [field]: MSG.uploadQuotaReached });
    },

    /**
     * Stores the bytes under a new server-made name and records them, the quota checked again under
     * the owner's lock (two uploads at once cannot both take the last megabytes). Answers the key.
     */
    async store(
      ownerId: number,
      use: FileUse,
      field: string,
      area: StorageArea,
      ext: string,
      data: Buffer,
      replacing: readonly (string | null | undefined)[] = [],
    ) {
      const key = await ctx.storage.put(area, ext, data);
      try {
        await ctx.db.transaction(async (tx) => {
          const files = filesRepository(tx);
          await files.lockOwner(ownerId);
          const [used, freed] = await Promise.all([
            files.usedBytes(ownerId),
            files.sizesOf(ownerId, keysOf(replacing)),
          ]);
          if (used - freed + data.byteLength > UPLOAD_QUOTA_BYTES)
            throw invalid({ [field]: MSG.uploadQuotaReached });
          await files.insert([{ key, ownerId, size: data.byteLength, use }]);
        });
      } catch (err) {
        await ctx.storage.remove(key);
        throw err;
      }
      return key;
    },

    /** Records files stored before their owner existed (a registration, inside its transaction). */
    async record(tx: DbOrTx, ownerId: number, files: { key: string; size: number; use: FileUse }[]) {
      await filesRepository(tx).insert(files.map((f) => ({ ...f, ownerId })));
    },

    /**
     * Removes the owner's recorded files among `refs` (keys or their URLs; of these uses only, when
     * given) from the records and from storage. Anyone else's files, and files with no record, stay.
     */
    async release(ownerId: number, refs: readonly (string | null | undefined)[], uses?: readonly FileUse[]) {
      const keys = await repo.remove(ownerId, keysOf(refs), uses);
      await Promise.all(
        keys.map((key) =>
          ctx.storage
            .remove(key)
            .catch((err: unknown) => ctx.log.warn({ err, key }, 'stored file not removed')),
        ),
      );
      return keys;
    },

    /** Removes every file the owner stored (of these uses, when given): an erasure (issue 31). */
    async releaseAll(ownerId: number, uses?: readonly FileUse[]) {
      const keys = await repo.keysOf(ownerId, uses);
      // From storage first, then the records: a store that fails leaves the records for the retry.
      await Promise.all(keys.map((key) => ctx.storage.remove(key)));
      return repo.remove(ownerId, keys, uses);
    },
  };
};
