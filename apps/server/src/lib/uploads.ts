import pLimit from 'p-limit';
import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';
import type Sharp from 'sharp';
import { FILE_MAGIC, MSG, startsWithBytes, type ImageWidth } from '@keh/contracts';
import { invalid } from './errors';

/*
 * sharp (libvips) and pdf-lib are loaded on the first upload or scaled picture, not at start:
 * together about 50 MB of resident memory that most processes never need (issue 27).
 */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));
let pdfLib: Promise<typeof PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));

export interface ImageRules {
  maxBytes: number;
  /** Longest side after re-encoding. */
  maxSide: number;
  /** Also take GIF (the article editor: spec section 8), re-encoded as GIF with its frames. */
  gif?: boolean;
  /** The message for a file of another type (default: JPEG or PNG). */
  typeMessage?: string;
  /** The shortest side it may have (the event photo: 500 px), and the message when it is shorter. */
  minSide?: { px: number; message: string };
}

/** Decoding caps: no image of more pixels is decoded, and at most two decode at once. */
export const MAX_INPUT_PIXELS = 40_000_000;
const decodeSlots = pLimit(2);

/** The magic bytes the browser checks too when a file is chosen (contracts' file-signatures). */
const MAGIC = FILE_MAGIC;
const startsWith = startsWithBytes;

/**
 * The cheap refusals every uploaded file gets before any expensive work: it is an uploaded file
 * part (bytes, never a string, which sharp would read as a path on the server's disk), not empty,
 * not over its size.
 */
function assertFilePart(field: string, data: unknown, maxBytes: number): asserts data is Uint8Array {
  if (!(data instanceof Uint8Array)) throw invalid({ [field]: MSG.required });
  if (data.byteLength > maxBytes) throw invalid({ [field]: MSG.fileTooLarge });
}

/**
 * Checks an uploaded image by its content (not its name or type header), then re-encodes it:
 * rotated upright, resized, metadata stripped. JPEG and PNG only (spec section 5). The magic bytes
 * and the header's pixel count are checked before anything is decoded.
 */
export async function processImage(
  field: string,
  data: unknown,
  rules: ImageRules,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' | 'gif' }> {
  assertFilePart(field, data, rules.maxBytes);
  const typeError = () => invalid({ [field]: rules.typeMessage ?? MSG.imageType });
  const format = startsWith(data, MAGIC.jpeg)
    ? 'jpeg'
    : startsWith(data, MAGIC.png)
      ? 'png'
      : rules.gif && startsWith(data, MAGIC.gif)
        ? 'gif'
        : null;
  if (!format) throw typeError();
  const animated = format === 'gif';
  const sharp = await loadSharp();
  return decodeSlots(async () => {
    // The header alone gives format and size; nothing is decoded past the pixel cap.
    const meta = await sharp(data, { limitInputPixels: false, animated })
      .metadata()
      .catch(() => null);
    if (!meta || meta.format !== format) throw typeError();
    // An animation's height is all its frames together.
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw invalid({ [field]: MSG.imageTooManyPixels });
    if (rules.minSide && Math.min(meta.width, meta.pageHeight ?? meta.height) < rules.minSide.px)
      throw invalid({ [field]: rules.minSide.message });
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated })
      .rotate()
      .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true });
    try {
      if (format === 'gif') return { data: await pipeline.gif().toBuffer(), ext: 'gif' as const };
      return format === 'png'
        ? { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' as const }
        : { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: 'jpg' as const };
    } catch {
      // A header that parses over a body that does not (truncated or corrupt data).
      throw typeError();
    }
  });
}

/**
 * A stored picture scaled down to a width (never up) as WebP, for places that show it small: an
 * avatar drawn at 28 px needs 64 px on a phone's screen, not the 320 px stored (an eighth of the
 * bytes or less). An animated GIF is left as it is; null when the bytes do not decode.
 */
export async function scaledImage(data: Buffer, width: ImageWidth): Promise<Buffer | null> {
  if (startsWith(data, MAGIC.gif)) return data;
  const sharp = await loadSharp();
  return decodeSlots(() =>
    sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize(Number(width), undefined, { withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => null),
  );
}

/** Names that make a PDF do something when opened: scripts, launching programs, sending data. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'XFA', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute']);

/** Whether any object of the document, nested ones included, carries active content. */
function hasActiveContent(doc: PDFDocument, { PDFArray, PDFDict, PDFName, PDFStream }: typeof PdfLib) {
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): boolean => {
    if (!obj || seen.has(obj)) return false;
    seen.add(obj);
    const dict = obj instanceof PDFStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        if (ACTIVE_KEYS.has(name)) return true;
        if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
        if (visit(value)) return true;
      }
    }
    if (obj instanceof PDFArray) return obj.asArray().some(visit);
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, obj]) => visit(obj));
}

/**
 * A CV: a PDF by its content (starts with %PDF-, parses as a PDF) that carries no JavaScript,
 * launch, import or submit actions and no embedded files (decision 0011: refused, not stripped).
 */
export async function checkPdf(field: string, data: unknown, maxBytes: number): Promise<Buffer> {
  assertFilePart(field, data, maxBytes);
  const buf = Buffer.from(data);
  if (buf.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid({ [field]: MSG.pdfType });
  const lib = await loadPdfLib();
  let doc: PDFDocument;
  try {
    doc = await lib.PDFDocument.load(buf, { updateMetadata: false, throwOnInvalidObject: true });
    if (doc.getPageCount() < 1) throw new Error('no pages');
  } catch (err) {
    // An encrypted document cannot be looked into, so it cannot be shown to be harmless.
    throw invalid({ [field]: err instanceof lib.EncryptedPDFError ? MSG.pdfEncrypted : MSG.pdfType });
  }
  if (hasActiveContent(doc, lib)) throw invalid({ [field]: MSG.pdfActiveContent });
  return buf;
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * A document for an article (spec section 5: .doc, .docx, .pdf), by its content: a PDF passes the
 * CV's checks (no scripts or actions); a .docx is a zip holding a Word document; a .doc an OLE file.
 * Documents are served as downloads, never shown inline.
 */
export async function checkDocument(
  field: string,
  data: unknown,
  maxBytes: number,
): Promise<{ data: Buffer; ext: 'pdf' | 'doc' | 'docx' }> {
  assertFilePart(field, data, maxBytes);
  const buf = Buffer.from(data);
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-')
    return { data: await checkPdf(field, data, maxBytes), ext: 'pdf' };
  if (startsWith(data, ZIP) && buf.includes('[Content_Types].xml') && buf.includes('word/'))
    return { data: buf, ext: 'docx' };
  if (startsWith(data, OLE)) return { data: buf, ext: 'doc' };
  throw invalid({ [field]: MSG.documentType });
}
