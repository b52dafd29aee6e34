import { describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { CV_RULE, IMAGE_RULE, checkFile, cvField, fileIfValid, imageField } from './file-rules';

const file = (type: string, bytes: number, name = 'f') => new File([new Uint8Array(bytes)], name, { type });

describe('file rules (spec 5): type first, then size', () => {
  it('accepts JPEG and PNG images up to 500 000 bytes', () => {
    expect(checkFile(file('image/png', 500_000), IMAGE_RULE)).toBeNull();
    expect(checkFile(file('image/png', 500_001), IMAGE_RULE)).toBe(MSG.fileTooLarge);
    expect(checkFile(file('text/plain', 500_001), IMAGE_RULE)).toBe(MSG.imageType);
  });

  it('accepts a PDF CV and keeps only a file that passes', () => {
    const cv = file('application/pdf', 10);
    expect(fileIfValid(cv, CV_RULE)).toBe(cv);
    expect(fileIfValid(file('image/png', 10), CV_RULE)).toBeNull();
    expect(fileIfValid(null, CV_RULE)).toBeNull();
  });

  it('as form fields: the photo is required, the CV is not', () => {
    expect(imageField.safeParse(null).error?.issues[0]?.message).toBe(MSG.required);
    expect(imageField.safeParse(file('image/gif', 10)).error?.issues[0]?.message).toBe(MSG.imageType);
    expect(cvField.safeParse(null).success).toBe(true);
    expect(cvField.safeParse(file('application/pdf', 600_000)).error?.issues[0]?.message).toBe(
      MSG.fileTooLarge,
    );
  });
});
