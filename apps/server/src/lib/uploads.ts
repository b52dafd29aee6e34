import sharp from 'sharp';
import { MSG } from '@keh/contracts';
import { invalid } from './errors';

export interface ImageRules {
  maxBytes: number;
  /** Longest side after re-encoding. */
  maxSide: number;
}

/**
 * Checks an uploaded image by its content (not its name or type header), then re-encodes it:
 * rotated upright, resized, metadata stripped. JPEG and PNG only (spec section 5).
 */
export async function processImage(
  field: string,
  data: Uint8Array,
  rules: ImageRules,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' }> {
  if (data.byteLength > rules.maxBytes) throw invalid({ [field]: MSG.fileTooLarge });
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format !== 'jpeg' && format !== 'png') throw invalid({ [field]: MSG.imageType });
  const pipeline = sharp(data)
    .rotate()
    .resize(rules.maxSide, rules.maxSide, { fit: 'inside', withoutEnlargement: true });
  return format === 'png'
    ? { data: await pipeline.png({ compressionLevel: 9 }).toBuffer(), ext: 'png' }
    : { data: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), ext: 'jpg' };
}

/** A PDF by its content: starts with %PDF-. */
export function checkPdf(field: string, data: Uint8Array, maxBytes: number): Buffer {
  if (data.byteLength > maxBytes) throw invalid({ [field]: MSG.fileTooLarge });
  const buf = Buffer.from(data);
  if (buf.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid({ [field]: MSG.pdfType });
  return buf;
}
