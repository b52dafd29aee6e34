/**
 * A guard in front of the `cfb` parser: it follows a stream's sector chain through the file
 * allocation table without a loop check, so a crafted .doc whose chain comes back on itself would
 * hold the process and fill its memory. This reads the table the way `cfb` does (the header's
 * sector list, then the DIFAT chain) and answers whether every chain ends. O(sectors).
 */
const FAT_ENTRIES_IN_HEADER = 109;
const ENDOFCHAIN = -2;

export function cfbChainsEnd(data: Uint8Array): boolean {
  if (data.length < 512) return false;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const shift = view.getUint16(0x1e, true);
  if (shift !== 9 && shift !== 12) return false;
  const ssz = 1 << shift;
  const sectorCount = Math.ceil((data.length - ssz) / ssz);
  const sectorAt = (i: number) => (Number.isInteger(i) && i >= 0 && i < sectorCount ? (i + 1) * ssz : null);
  const int32 = (offset: number) => (offset + 4 <= data.length ? view.getInt32(offset, true) : -1);

  // Where the allocation table's sectors are: 109 in the header, the rest along the DIFAT chain.
  const fatSectors: number[] = [];
  for (let j = 0; j < FAT_ENTRIES_IN_HEADER; j++) {
    const q = view.getInt32(0x4c + j * 4, true);
    if (q < 0) break;
    fatSectors.push(q);
  }
  let difat = view.getInt32(0x44, true);
  const seenDifat = new Set<number>();
  while (difat !== ENDOFCHAIN && difat !== -1) {
    const at = sectorAt(difat);
    if (at === null || seenDifat.has(difat)) return false;
    seenDifat.add(difat);
    for (let i = 0; i < ssz / 4 - 1; i++) {
      const q = int32(at + i * 4);
      if (q === ENDOFCHAIN) break;
      fatSectors.push(q);
    }
    difat = int32(at + ssz - 4);
  }
  if (fatSectors.length > sectorCount) return false;

  // Each sector's successor, as `cfb` reads it; -1 where the chain stops.
  const perSector = ssz / 4;
  const nodes = fatSectors.length * perSector;
  const next = (j: number) => {
    const at = sectorAt(fatSectors[Math.floor(j / perSector)]!);
    if (at === null) return -1;
    const n = int32(at + (j % perSector) * 4);
    return n >= 0 && n < nodes ? n : -1;
  };
  // 0 not visited, 1 on the path being followed, 2 known to end.
  const state = new Uint8Array(nodes);
  for (let start = 0; start < nodes; start++) {
    const path: number[] = [];
    let j = start;
    while (j >= 0 && state[j] === 0) {
      state[j] = 1;
      path.push(j);
      j = next(j);
    }
    if (j >= 0 && state[j] === 1) return false;
    for (const p of path) state[p] = 2;
  }
  return true;
}
