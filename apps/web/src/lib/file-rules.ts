import { z } from 'zod';
import { MAX_CV_BYTES, MAX_IMAGE_BYTES, MSG, SNIFF_BYTES, sniffKind, type SniffedKind } from '@keh/contracts';

/** What a chosen file must be (docs/product/validation.md): checked in the browser first, by the server again. */
export interface FileRule {
  /** MIME types accepted, e.g. ['image/jpeg', 'image/png']. */
  types: readonly string[];
  maxBytes: number;
  /** Message when the type is wrong. */
  typeMessage: string;
  /** What the content must be by its first bytes (the server's rule too); unchecked when absent. */
  kinds?: readonly SniffedKind[];
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PDF_TYPES = ['application/pdf'] as const;

/** Avatar and cover images. */
export const IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: MAX_IMAGE_BYTES,
  typeMessage: MSG.imageType,
  kinds: ['jpeg', 'png'],
};
export const CV_RULE: FileRule = {
  types: PDF_TYPES,
  maxBytes: MAX_CV_BYTES,
  typeMessage: MSG.pdfType,
  kinds: ['pdf'],
};

/** Files whose content was read and refused (`checkFileContent`), with the message. */
const refusedByContent = new WeakMap<File, string>();

/**
 * The first problem with a chosen file, or null (type, then size; docs/product/validation.md), and the content
 * problem once `checkFileContent` has read it.
 */
export function checkFile(file: File, rule: FileRule): string | null {
  if (!rule.types.includes(file.type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return MSG.fileTooLarge;
  return refusedByContent.get(file) ?? null;
}

/**
 * `checkFile`, then the content by its first bytes with the server's rules (contracts'
 * file-signatures): a PDF renamed `.png` is refused when it is chosen, with the server's message.
 * A refusal is remembered, so the form's schema (`imageField`, `cvField`) refuses the file too.
 */
export async function checkFileContent(file: File, rule: FileRule): Promise<string | null> {
  const first = checkFile(file, rule);
  if (first || !rule.kinds) return first;
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    return null; // unreadable here: the server checks it again
  }
  const kind = sniffKind(head);
  if (kind && rule.kinds.includes(kind)) return null;
  refusedByContent.set(file, rule.typeMessage);
  return rule.typeMessage;
}

/** The file itself when it passes its rule, else null (what may be kept for the final submit). */
export const fileIfValid = (file: File | null, rule: FileRule): File | null =>
  file && !checkFile(file, rule) ? file : null;

export const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

const matching = (rule: FileRule) => (file: File | null | undefined, ctx: z.RefinementCtx) => {
  const problem = file ? checkFile(file, rule) : null;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A required image (the sign-up photo), as a form field. */
export const imageField = z.custom<File>(isFile, { error: MSG.required }).superRefine(matching(IMAGE_RULE));

/** An optional CV (a PDF), as a form field: null when none was chosen. */
export const cvField = z
  .custom<File | null>((value) => value === null || value === undefined || isFile(value))
  .superRefine(matching(CV_RULE));
