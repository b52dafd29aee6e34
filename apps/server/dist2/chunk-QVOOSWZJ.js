// src/lib/storage/storage.ts
import { access, constants, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
var StorageUnavailableError = class extends Error {
  constructor(cause) {
    super("storage unavailable", { cause });
  }
};
var KEY = /^(images|files|documents)\/[a-f0-9]{32}\.(jpg|png|gif|pdf|doc|docx|zip)$/;
var isStorageKey = (key) => KEY.test(key);
function createDiskStorage(dataDir) {
  const root = dataDir ? path.join(dataDir, "uploads") : mkdtempSync(path.join(os.tmpdir(), "keh-uploads-"));
  const file = (key) => {
    if (!isStorageKey(key)) throw new Error("bad storage key");
    return path.join(root, key);
  };
  return {
    root,
    async put(area, ext, data) {
      const key = `${area}/${randomBytes(16).toString("hex")}.${ext}`;
      await mkdir(path.join(root, area), { recursive: true });
      await writeFile(file(key), data, { flag: "wx" });
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
      await access(root, constants.W_OK).catch((err) => {
        throw new StorageUnavailableError(err);
      });
    }
  };
}

export {
  StorageUnavailableError,
  isStorageKey,
  createDiskStorage
};
//# sourceMappingURL=chunk-QVOOSWZJ.js.map
