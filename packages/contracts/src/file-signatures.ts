/**
 * What a file is by its first bytes (magic numbers), never by its name or declared type: the
 * server's upload checks (apps/server/src/lib/uploads.ts) and the browser's check when a file is
 * chosen (apps/web/src/lib/file-rules.ts) use these same rules, so a PDF renamed `.png` is refused
 * on the step where it is chosen with the message the server would give.
 */
export const FILE_MAGIC = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  gif: [0x47, 0x49, 0x46, 0x38], // GIF8(7|9)a
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
} as const;

export type SniffedKind = keyof typeof FILE_MAGIC;

/** How many leading bytes `sniffKind` needs. */
export const SNIFF_BYTES = 8;

export const startsWithBytes = (data: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => data[i] === b);

/** The kind of file these leading bytes start, or null. */
export function sniffKind(data: Uint8Array): SniffedKind | null {
  for (const kind of Object.keys(FILE_MAGIC) as SniffedKind[])
    if (startsWithBytes(data, FILE_MAGIC[kind])) return kind;
  return null;
}
