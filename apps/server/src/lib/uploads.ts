import pLimit from 'p-limit';
import type Sharp from 'sharp';
import { FILE_MAGIC, MSG, startsWithBytes, type ImageWidth } from '@keh/contracts';
import { invalid } from './errors';

/*
 * sharp (libvips) is loaded on the first upload or scaled picture, not at start: resident memory
 * that most processes never need (issue 27). The PDF and Office checks load the same way.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

export interface ImageRules {
  maxBytes: number;
  /** Longest side after re-encoding. */
  maxSide: number;
  /** Also take GIF (the article editor: docs/product/errors.md), re-encoded as GIF with its frames. */
  gif?: boolean;
  /** The message for a file of another type (default: JPEG or PNG). */
  typeMessage?: string;
  /** The shortest side it may have (the event photo: 500 px), and the message when it is shorter. */
  minSide?: { px: number; message: string };
}

/** Decoding caps: no image of more pixels is decoded, and at most two decode at once. */
export const MAX_INPUT_PIXELS = 40_000_000;
const decodeSlots = pLimit(2);

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
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
 * rotated upright, resized, metadata stripped. JPEG and PNG only (docs/product/validation.md). The magic bytes
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

/**
 * A CV: a PDF by its content (starts with %PDF-, parses as a PDF with a page) that does nothing
 * when opened but show itself (`judgePdf`; decision 0012: refused, not stripped).
 */
export async function checkPdf(field: string, data: unknown, maxBytes: number): Promise<Buffer> {
  assertFilePart(field, data, maxBytes);
  const { judgePdf } = await import('./pdf-check');
  const verdict = await judgePdf(data);
  if (verdict === 'unreadable') throw invalid({ [field]: MSG.pdfType });
  if (verdict === 'encrypted') throw invalid({ [field]: MSG.pdfEncrypted });
  if (verdict === 'active') throw invalid({ [field]: MSG.pdfActiveContent });
  return Buffer.from(data);
}

/**
 * A document for an article (docs/product/validation.md: .doc, .docx, .pdf), opened as what it claims to be:
 * a PDF passes the CV's checks; a .docx is an OOXML package whose main part is a Word document, a
 * .doc an OLE compound file with a WordDocument stream, neither with macros or programs inside.
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
  const { docProblem, docxProblem } = await import('./office-check');
  if (startsWith(data, ZIP) && docxProblem(data) === null) return { data: buf, ext: 'docx' };
  if (startsWith(data, OLE) && docProblem(data) === null) return { data: buf, ext: 'doc' };
  throw invalid({ [field]: MSG.documentType });
}
