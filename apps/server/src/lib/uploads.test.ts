import { describe, expect, it } from 'vitest';
import { PDFName, PDFString } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { MSG } from '@keh/contracts';
import { makePdf, officeCases, pdfCases } from '../test/document-makers';
import { MAX_INPUT_PIXELS, checkDocument, checkPdf, processImage } from './uploads';

const rules = { maxBytes: 500_000, maxSide: 800 };
const errorsOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { errors?: Record<string, string[]> }) => err.errors,
  );

describe('processImage', () => {
  it('re-encodes a real PNG', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const out = await processImage('avatar', png, rules);
    expect(out.ext).toBe('png');
    expect((await sharp(out.data).metadata()).width).toBe(800);
  });

  it.each([
    ['a path on the server', '/etc/passwd'],
    ['a look-alike object', { byteLength: 5 }],
    ['nothing', undefined],
  ])('refuses %s: only uploaded bytes are decoded', async (_, value) => {
    expect(await errorsOf(processImage('avatar', value, rules))).toEqual({ avatar: [MSG.required] });
  });

  it('refuses by magic bytes before decoding: script, SVG, GIF, zero bytes', async () => {
    for (const data of [
      Buffer.from('<script>alert(1)</script>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.alloc(0),
    ])
      expect(await errorsOf(processImage('avatar', data, rules))).toEqual({ avatar: [MSG.imageType] });
  });

  it('refuses a PNG header over a body that is not a PNG (polyglot)', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png.subarray(0, 33), Buffer.from('<html><script>alert(1)</script>')]);
    expect(await errorsOf(processImage('avatar', polyglot, rules))).toEqual({ avatar: [MSG.imageType] });
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 100;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(rules.maxBytes);
    expect(await errorsOf(processImage('avatar', bomb, rules))).toEqual({
      avatar: [MSG.imageTooManyPixels],
    });
  });

  it('names the pixel limit even for a header far past what sharp would open', async () => {
    // 30 000 × 30 000: sharp's own limit would refuse it as unreadable; the person learns why.
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const ihdr = png.indexOf('IHDR');
    const huge = Buffer.from(png);
    huge.writeUInt32BE(30_000, ihdr + 4);
    huge.writeUInt32BE(30_000, ihdr + 8);
    expect(await errorsOf(processImage('avatar', huge, rules))).toEqual({
      avatar: [MSG.imageTooManyPixels],
    });
  });

  it('refuses what is over the size before anything else', async () => {
    expect(await errorsOf(processImage('avatar', Buffer.alloc(500_001), rules))).toEqual({
      avatar: [MSG.fileTooLarge],
    });
  });
});

describe('checkPdf', () => {
  it('keeps a plain PDF', async () => {
    const pdf = await makePdf();
    expect((await checkPdf('cv', pdf, 500_000)).equals(pdf)).toBe(true);
  });

  it('refuses an action that sits inside a compressed object stream', async () => {
    const pdf = await makePdf((doc) => {
      const action = doc.context.obj({ S: PDFName.of('Launch'), F: PDFString.of('calc.exe') });
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    });
    expect(pdf.includes('/ObjStm')).toBe(true);
    expect(pdf.includes('Launch')).toBe(false);
    expect(await errorsOf(checkPdf('cv', pdf, 500_000))).toEqual({ cv: [MSG.pdfActiveContent] });
  });

  it('refuses a launch action, also when its name is written with # escapes', async () => {
    const pdf = await makePdf((doc) => {
      const action = doc.context.obj({ S: PDFName.of('Launch'), F: PDFString.of('calc.exe') });
      doc.catalog.set(PDFName.of('OpenAction'), action);
    });
    expect(await errorsOf(checkPdf('cv', pdf, 500_000))).toEqual({ cv: [MSG.pdfActiveContent] });
    const escaped = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/L#61unch/F(calc.exe)>>>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R>>endobj\n' +
        'trailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    expect(await errorsOf(checkPdf('cv', escaped, 500_000))).toEqual({ cv: [MSG.pdfActiveContent] });
  });

  it('refuses what only looks like a PDF, strings and paths', async () => {
    expect(await errorsOf(checkPdf('cv', Buffer.from('%PDF-1.4 <html>'), 500_000))).toEqual({
      cv: [MSG.pdfType],
    });
    expect(await errorsOf(checkPdf('cv', '/etc/passwd', 500_000))).toEqual({ cv: [MSG.required] });
    expect(await errorsOf(checkPdf('cv', Buffer.from('GIF89a'), 500_000))).toEqual({ cv: [MSG.pdfType] });
  });
});

describe('the actions a PDF may carry (CVs and article documents alike)', async () => {
  const { harmless, harmful } = await pdfCases();

  it.each(Object.entries(harmless))('keeps %s', async (_, pdf) => {
    expect((await checkPdf('cv', pdf, 500_000)).equals(pdf)).toBe(true);
    expect((await checkDocument('file', pdf, 500_000)).ext).toBe('pdf');
  });

  it.each(Object.entries(harmful))('refuses %s', async (_, pdf) => {
    expect(await errorsOf(checkPdf('cv', pdf, 500_000))).toEqual({ cv: [MSG.pdfActiveContent] });
    expect(await errorsOf(checkDocument('file', pdf, 500_000))).toEqual({ file: [MSG.pdfActiveContent] });
  });
});

describe('checkDocument: Word files opened as what they claim to be', () => {
  const { harmless, harmful } = officeCases();

  it.each(Object.entries(harmless))('keeps %s', async (name, data) => {
    const doc = await checkDocument('file', data, 15_000_000);
    expect(doc.ext).toBe(name.includes('.docx') ? 'docx' : 'doc');
    expect(doc.data.equals(data)).toBe(true);
  });

  it.each(Object.entries(harmful))('refuses %s', async (_, data) => {
    const started = Date.now();
    expect(await errorsOf(checkDocument('file', data, 15_000_000))).toEqual({ file: [MSG.documentType] });
    // The loop guard and the zip caps answer at once, without following or unpacking.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what only starts like a document, and strings', async () => {
    for (const data of [Buffer.from('PK\x03\x04 not a zip', 'latin1'), Buffer.from('MZ program')])
      expect(await errorsOf(checkDocument('file', data, 15_000_000))).toEqual({ file: [MSG.documentType] });
    expect(await errorsOf(checkDocument('file', '/etc/passwd', 15_000_000))).toEqual({
      file: [MSG.required],
    });
  });
});
