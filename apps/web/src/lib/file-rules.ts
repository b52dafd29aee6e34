import { z } from 'zod';
import { MAX_CV_BYTES, MAX_IMAGE_BYTES, MSG } from '@keh/contracts';

/** What a chosen file must be (spec section 5): checked in the browser first, by the server again. */
export interface FileRule {
  /** MIME types accepted, e.g. ['image/jpeg', 'image/png']. */
  types: readonly string[];
  maxBytes: number;
  /** Message when the type is wrong. */
  typeMessage: string;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const PDF_TYPES = ['application/pdf'] as const;

/** Avatar and cover images. */
export const IMAGE_RULE: FileRule = {
  types: IMAGE_TYPES,
  maxBytes: MAX_IMAGE_BYTES,
  typeMessage: MSG.imageType,
};
export const CV_RULE: FileRule = { types: PDF_TYPES, maxBytes: MAX_CV_BYTES, typeMessage: MSG.pdfType };

/** The first problem with a chosen file, or null (type, then size; spec section 5). */
export function checkFile(file: File, rule: FileRule): string | null {
  if (!rule.types.includes(file.type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return MSG.fileTooLarge;
  return null;
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
