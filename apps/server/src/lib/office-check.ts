import CFB, { type CFB$Container } from 'cfb';
import { unzipSync } from 'fflate';
import { cfbChainsEnd } from './cfb-guard';

/**
 * Word documents opened as what they claim to be (decision 0012): a .docx is a real OOXML package
 * whose main part is a Word document, a .doc a real OLE compound file with a WordDocument stream;
 * neither carries macros or programs. Null when the file passes, else why not (for tests and logs).
 */

/** Zip bomb caps: entries, and bytes once unpacked (declared sizes; fflate never writes past them). */
export const ZIP_MAX_ENTRIES = 2000;
export const ZIP_MAX_UNPACKED = 100_000_000;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const OFFICE_DOCUMENT_REL = /\/officeDocument$/;
/** Names of programs and scripts Windows runs when opened. */
const PROGRAM_NAME =
  /\.(exe|dll|com|bat|cmd|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|scr|msi|msp|cpl|hta|jar|lnk|pif|reg)$/i;
const MACRO_NAME = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$|(^|\/)activeX\//i;
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData|activeX/i;
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (data: Uint8Array, magic: readonly number[]) => magic.every((b, i) => data[i] === b);
const isProgram = (data: Uint8Array) => data[0] === 0x4d && data[1] === 0x5a; // MZ
const text = (data: Uint8Array | undefined) => (data ? Buffer.from(data).toString('utf8') : '');

/** The attributes of each `<tag …>` element of an XML part (the package's own small parts only). */
function elements(xml: string, tag: string) {
  const out: Record<string, string>[] = [];
  for (const m of xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
      attrs[a[1]!] = a[3] ?? a[4] ?? '';
    out.push(attrs);
  }
  return out;
}

/**
 * Unpacks a zip within the caps; null when it cannot be read, is past them, or names one part twice
 * (which of the two a reader takes is its own choice: ours would check one, Word might open the other).
 */
function unzip(data: Uint8Array): Record<string, Uint8Array> | null {
  const names = new Set<string>();
  let unpacked = 0;
  try {
    return unzipSync(data, {
      filter(file) {
        const name = file.name.toLowerCase();
        if (names.has(name)) throw new Error('a part named twice');
        names.add(name);
        unpacked += file.originalSize;
        if (names.size > ZIP_MAX_ENTRIES || unpacked > ZIP_MAX_UNPACKED) throw new Error('zip bomb');
        return true;
      },
    });
  } catch {
    return null;
  }
}

/** Why an OLE file (a .doc, or an object embedded in a .docx) may not be kept; null when it may. */
function oleProblem(data: Uint8Array, mustBeWord: boolean): string | null {
  if (!cfbChainsEnd(data)) return 'not a compound file';
  let container: CFB$Container;
  try {
    container = CFB.read(Buffer.from(data), { type: 'buffer' });
  } catch {
    return 'not a compound file';
  }
  const names = container.FileIndex.map((e) => e.name);
  if (mustBeWord && !container.FileIndex.some((e) => e.type === 2 && e.name === 'WordDocument'))
    return 'no WordDocument stream';
  if (names.some((n) => /^(Macros|_VBA_PROJECT_CUR|_VBA_PROJECT|VBA)$/i.test(n))) return 'macros';
  // An OLE package ("Packager Shell Object") carries any file, typically a program.
  if (names.some((n) => n === '\u0001Ole10Native' || n === 'Package')) return 'an embedded package';
  for (const e of container.FileIndex)
    if (e.type === 2 && e.content && isProgram(e.content as Uint8Array)) return 'a program';
  return null;
}

/** Why a zip inside the package (an embedded workbook, say) may not be kept. */
function nestedProblem(name: string, data: Uint8Array, depth: number): string | null {
  if (PROGRAM_NAME.test(name) || isProgram(data)) return `a program (${name})`;
  if (startsWith(data, OLE_MAGIC)) return oleProblem(data, false);
  if (startsWith(data, ZIP_MAGIC)) {
    if (depth > 1) return 'packages nested too deep';
    const inner = unzip(data);
    if (!inner) return 'an unreadable embedded package';
    for (const [n, d] of Object.entries(inner)) {
      if (MACRO_NAME.test(n)) return 'macros';
      const problem = nestedProblem(n, d, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** Why a .docx may not be kept; null when it is a Word document without macros or programs. */
export function docxProblem(data: Uint8Array): string | null {
  if (!startsWith(data, ZIP_MAGIC)) return 'not a zip';
  const files = unzip(data);
  if (!files) return 'not a readable zip, or past the caps';
  const types = text(files['[Content_Types].xml']);
  if (!types) return 'no [Content_Types].xml';
  const target = elements(text(files['_rels/.rels']), 'Relationship').find((r) =>
    OFFICE_DOCUMENT_REL.test(r.Type ?? ''),
  )?.Target;
  if (!target) return 'no main document';
  const main = target.replace(/^\//, '');
  const overrides = elements(types, 'Override');
  const declared = overrides.find((o) => (o.PartName ?? '').replace(/^\//, '') === main)?.ContentType;
  if (declared !== WORD_MAIN || !files[main]) return `the main part is ${declared ?? 'undeclared'}`;
  const declaredTypes = [...overrides, ...elements(types, 'Default')].map((o) => o.ContentType ?? '');
  if (declaredTypes.some((t) => MACRO_TYPE.test(t))) return 'macros';
  for (const [name, content] of Object.entries(files)) {
    if (MACRO_NAME.test(name)) return 'macros';
    const problem = nestedProblem(name, content, 0);
    if (problem) return problem;
  }
  return null;
}

/** Why a .doc may not be kept; null when it is a Word 97–2003 document without macros or programs. */
export function docProblem(data: Uint8Array): string | null {
  if (!startsWith(data, OLE_MAGIC)) return 'not a compound file';
  return oleProblem(data, true);
}
