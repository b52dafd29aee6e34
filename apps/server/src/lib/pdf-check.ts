import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from '@cantoo/pdf-lib';

/**
 * Whether an uploaded PDF may be kept (decision 0012): it parses, has a page, is not encrypted, and
 * does nothing when opened but show itself. The whole object graph is walked (every indirect object,
 * object streams included, every reference resolved), so an action type or a key given as `5 0 R`
 * is seen as what it points to.
 */
export type PdfVerdict = 'ok' | 'unreadable' | 'encrypted' | 'active';

/** Keys whose mere presence means scripts, embedded files or rich media. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'XFA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'RichMediaContent',
]);
/** `/Type` or `/Subtype` values that are active content of their own. */
const ACTIVE_TYPES = new Set([
  'EmbeddedFile',
  'FileAttachment',
  'RichMedia',
  'Movie',
  'Sound',
  'Screen',
  '3D',
]);
/** Every action type of ISO 32000 (and Adobe's extensions): a dictionary whose /S is one of them is an action. */
const ACTION_TYPES = new Set([
  'GoTo',
  'GoToR',
  'GoToE',
  'GoToDp',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'JavaScript',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'RichMediaExecute',
  'ECMAScript',
]);
/** Keys whose value is an action (or, for /AA, a dictionary of actions). */
const ACTION_KEYS = new Set(['A', 'OpenAction', 'Next', 'PA']);
/** Links a CV or an article's document may carry: web pages and e-mail addresses. */
const SAFE_URI = /^(https?:\/\/|mailto:)/i;

const nameOf = (obj: PDFObject | undefined) => (obj instanceof PDFName ? obj.decodeText() : null);
const textOf = (obj: PDFObject | undefined) =>
  obj instanceof PDFString || obj instanceof PDFHexString ? obj.decodeText() : null;

/**
 * An action is harmless when it stays in the document (GoTo a page of it) or opens a web page or an
 * e-mail (URI with http, https or mailto). Anything else is refused: scripts, launching programs,
 * other files (GoToR, GoToE, Thread), forms sent or read (SubmitForm, ImportData, ResetForm),
 * hiding, media, named viewer commands, and action types this list does not know.
 */
function harmlessAction(dict: PDFDict, resolve: (o: PDFObject | undefined) => PDFObject | undefined) {
  const type = nameOf(resolve(dict.get(PDFName.of('S'))));
  if (type === 'GoTo') return true;
  if (type !== 'URI') return false;
  const uri = textOf(resolve(dict.get(PDFName.of('URI'))));
  return uri !== null && SAFE_URI.test(uri.trim());
}

function hasActiveContent(context: PDFContext) {
  const resolve = (obj: PDFObject | undefined, depth = 0): PDFObject | undefined =>
    obj instanceof PDFRef && depth < 32 ? resolve(context.lookup(obj), depth + 1) : obj;
  const dictOf = (obj: PDFObject | undefined) => {
    const o = resolve(obj);
    return o instanceof PDFStream ? o.dict : o instanceof PDFDict ? o : null;
  };
  /** A value where an action must be: a dictionary (or an array of them, for /Next) that is harmless. */
  const badActionValue = (value: PDFObject | undefined, key: string): boolean => {
    const v = resolve(value);
    // /OpenAction may also be a destination array: a page of the document.
    if (v instanceof PDFArray)
      return key === 'OpenAction' ? false : v.asArray().some((x) => badActionValue(x, key));
    const d = dictOf(v);
    // A dictionary without an action type does nothing (and a structure element's /A is its attributes).
    return d !== null && d.has(PDFName.of('S')) && !harmlessAction(d, resolve);
  };
  const checkDict = (dict: PDFDict): boolean => {
    const isStructure = nameOf(resolve(dict.get(PDFName.of('Type')))) === 'StructElem';
    for (const [key, raw] of dict.entries()) {
      const name = key.decodeText();
      if (ACTIVE_KEYS.has(name)) return true;
      const value = resolve(raw);
      if ((name === 'Type' || name === 'Subtype') && ACTIVE_TYPES.has(nameOf(value) ?? '')) return true;
      if (ACTION_KEYS.has(name) && !isStructure && badActionValue(value, name)) return true;
      // Additional actions: each entry (on open, on close, on focus, on a key…) is an action.
      if (name === 'AA') {
        const aa = dictOf(value);
        if (aa && aa.values().some((a) => badActionValue(a, 'AA'))) return true;
      }
    }
    // Any dictionary that names an action type is an action, wherever it sits (a structure
    // element's own /S, such as /P or /Link, is not an action type).
    const type = nameOf(resolve(dict.get(PDFName.of('S'))));
    return type !== null && !isStructure && ACTION_TYPES.has(type) && !harmlessAction(dict, resolve);
  };
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): boolean => {
    if (!obj || seen.has(obj)) return false;
    seen.add(obj);
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) return checkDict(dict) || dict.values().some(visit);
    if (obj instanceof PDFArray) return obj.asArray().some(visit);
    return false;
  };
  // Every object the file holds (a reference is visited as the indirect object it names), and the
  // trailer's own dictionary.
  return (
    context.enumerateIndirectObjects().some(([, obj]) => visit(obj)) ||
    Object.values(context.trailerInfo).some((v) => visit(v as PDFObject | undefined))
  );
}

export async function judgePdf(data: Uint8Array): Promise<PdfVerdict> {
  if (Buffer.from(data.subarray(0, 5)).toString('latin1') !== '%PDF-') return 'unreadable';
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(data, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      preserveXFA: true,
    });
    if (doc.getPageCount() < 1) return 'unreadable';
  } catch (err) {
    // An encrypted document cannot be looked into, so it cannot be shown to be harmless.
    return err instanceof EncryptedPDFError ? 'encrypted' : 'unreadable';
  }
  return hasActiveContent(doc.context) ? 'active' : 'ok';
}
