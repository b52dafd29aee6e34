import "./chunk-RAPJ3XLV.js";

// src/lib/office-check.ts
import CFB from "cfb";
import { unzipSync } from "fflate";

// src/lib/cfb-guard.ts
var FAT_ENTRIES_IN_HEADER = 109;
var ENDOFCHAIN = -2;
function cfbChainsEnd(data) {
  if (data.length < 512) return false;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const shift = view.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return false;
  const ssz = 1 << shift;
  const sectorCount = Math.ceil((data.length - ssz) / ssz);
  const sectorAt = (i) => Number.isInteger(i) && i >= 0 && i < sectorCount ? (i + 1) * ssz : null;
  const int32 = (offset) => offset + 4 <= data.length ? view.getInt32(offset, true) : -1;
  const fatSectors = [];
  for (let j = 0; j < FAT_ENTRIES_IN_HEADER; j++) {
    const q = view.getInt32(76 + j * 4, true);
    if (q < 0) break;
    fatSectors.push(q);
  }
  let difat = view.getInt32(68, true);
  const seenDifat = /* @__PURE__ */ new Set();
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
  const perSector = ssz / 4;
  const nodes = fatSectors.length * perSector;
  const next = (j) => {
    const at = sectorAt(fatSectors[Math.floor(j / perSector)]);
    if (at === null) return -1;
    const n = int32(at + j % perSector * 4);
    return n >= 0 && n < nodes ? n : -1;
  };
  const state = new Uint8Array(nodes);
  for (let start = 0; start < nodes; start++) {
    const path = [];
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

// src/lib/office-check.ts
var ZIP_MAX_ENTRIES = 2e3;
var ZIP_MAX_UNPACKED = 1e8;
var WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
var OFFICE_DOCUMENT_REL = /\/officeDocument$/;
var PROGRAM_NAME = /\.(exe|dll|com|bat|cmd|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|scr|msi|msp|cpl|hta|jar|lnk|pif|reg)$/i;
var MACRO_NAME = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|(^|\/)activeX\//i;
var MACRO_TYPE = /macroEnabled|vbaProject|vbaData|activeX/i;
var OLE_MAGIC = [208, 207, 17, 224, 161, 177, 26, 225];
var ZIP_MAGIC = [80, 75, 3, 4];
var startsWith = (data, magic) => magic.every((b, i) => data[i] === b);
var isProgram = (data) => data[0] === 77 && data[1] === 90;
var text = (data) => data ? Buffer.from(data).toString("utf8") : "";
function elements(xml, tag) {
  const out = [];
  for (const m of xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`, "g"))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
      attrs[a[1]] = a[3] ?? a[4] ?? "";
    out.push(attrs);
  }
  return out;
}
function unzip(data) {
  const names = /* @__PURE__ */ new Set();
  let unpacked = 0;
  try {
    return unzipSync(data, {
      filter(file) {
        const name = file.name.toLowerCase();
        if (names.has(name)) throw new Error("a part named twice");
        names.add(name);
        unpacked += file.originalSize;
        if (names.size > ZIP_MAX_ENTRIES || unpacked > ZIP_MAX_UNPACKED) throw new Error("zip bomb");
        return true;
      }
    });
  } catch {
    return null;
  }
}
function oleProblem(data, mustBeWord) {
  if (!cfbChainsEnd(data)) return "not a compound file";
  let container;
  try {
    container = CFB.read(Buffer.from(data), { type: "buffer" });
  } catch {
    return "not a compound file";
  }
  const names = container.FileIndex.map((e) => e.name);
  if (mustBeWord && !container.FileIndex.some((e) => e.type === 2 && e.name === "WordDocument"))
    return "no WordDocument stream";
  if (names.some((n) => /^(Macros|_VBA_PROJECT_CUR|_VBA_PROJECT|VBA)$/i.test(n))) return "macros";
  if (names.some((n) => n === "Ole10Native" || n === "Package")) return "an embedded package";
  for (const e of container.FileIndex)
    if (e.type === 2 && e.content && isProgram(e.content)) return "a program";
  return null;
}
function nestedProblem(name, data, depth) {
  if (PROGRAM_NAME.test(name) || isProgram(data)) return `a program (${name})`;
  if (startsWith(data, OLE_MAGIC)) return oleProblem(data, false);
  if (startsWith(data, ZIP_MAGIC)) {
    if (depth > 1) return "packages nested too deep";
    const inner = unzip(data);
    if (!inner) return "an unreadable embedded package";
    for (const [n, d] of Object.entries(inner)) {
      if (MACRO_NAME.test(n)) return "macros";
      const problem = nestedProblem(n, d, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}
function docxProblem(data) {
  if (!startsWith(data, ZIP_MAGIC)) return "not a zip";
  const files = unzip(data);
  if (!files) return "not a readable zip, or past the caps";
  const types = text(files["[Content_Types].xml"]);
  if (!types) return "no [Content_Types].xml";
  const target = elements(text(files["_rels/.rels"]), "Relationship").find(
    (r) => OFFICE_DOCUMENT_REL.test(r.Type ?? "")
  )?.Target;
  if (!target) return "no main document";
  const main = target.replace(/^\//, "");
  const overrides = elements(types, "Override");
  const declared = overrides.find((o) => (o.PartName ?? "").replace(/^\//, "") === main)?.ContentType;
  if (declared !== WORD_MAIN || !files[main]) return `the main part is ${declared ?? "undeclared"}`;
  const declaredTypes = [...overrides, ...elements(types, "Default")].map((o) => o.ContentType ?? "");
  if (declaredTypes.some((t) => MACRO_TYPE.test(t))) return "macros";
  for (const [name, content] of Object.entries(files)) {
    if (MACRO_NAME.test(name)) return "macros";
    const problem = nestedProblem(name, content, 0);
    if (problem) return problem;
  }
  return null;
}
function docProblem(data) {
  if (!startsWith(data, OLE_MAGIC)) return "not a compound file";
  return oleProblem(data, true);
}
export {
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNPACKED,
  docProblem,
  docxProblem
};
//# sourceMappingURL=office-check-ITGUZQW3.js.map
