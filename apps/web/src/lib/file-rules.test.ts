import { describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import {
  CV_RULE,
  IMAGE_RULE,
  checkFile,
  checkFileContent,
  cvField,
  fileIfValid,
  imageField,
} from './file-rules';

const file = (type: string, bytes: number, name = 'f') => new File([new Uint8Array(bytes)], name, { type });

describe('file rules (docs/product/validation.md): type first, then size', () => {
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

describe('checkFileContent: the server’s rules by the first bytes, when the file is chosen', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
  const bytes = (data: number[] | string, name: string, type: string) =>
    new File([typeof data === 'string' ? data : new Uint8Array(data)], name, { type });

  it('refuses a PDF renamed .png with the image message, and the form field refuses it too', async () => {
    const fake = bytes('%PDF-1.7\n', 'me.png', 'image/png');
    expect(checkFile(fake, IMAGE_RULE)).toBeNull(); // name and declared type look right
    expect(await checkFileContent(fake, IMAGE_RULE)).toBe(MSG.imageType);
    expect(imageField.safeParse(fake).error?.issues[0]?.message).toBe(MSG.imageType);
  });

  it('lets a real PNG and a real PDF through, and refuses an image posing as a CV', async () => {
    expect(await checkFileContent(bytes(PNG, 'me.png', 'image/png'), IMAGE_RULE)).toBeNull();
    expect(await checkFileContent(bytes('%PDF-1.4\n', 'cv.pdf', 'application/pdf'), CV_RULE)).toBeNull();
    expect(await checkFileContent(bytes(PNG, 'cv.pdf', 'application/pdf'), CV_RULE)).toBe(MSG.pdfType);
  });
});
