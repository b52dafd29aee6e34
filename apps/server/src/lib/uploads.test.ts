import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { MSG } from '@keh/contracts';
import { MAX_INPUT_PIXELS, checkPdf, processImage } from './uploads';

const rules = { maxBytes: 500_000, maxSide: 800 };
const errorsOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { errors?: Record<string, string[]> }) => err.errors,
  );

/** A real PDF made by pdf-lib; `active` adds what a CV must not carry. Object streams compress the dictionaries. */
async function makePdf(active?: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Jordan Hale, CV', { x: 20, y: 100, size: 12 });
  active?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

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

  it('refuses document JavaScript, even inside compressed object streams', async () => {
    const pdf = await makePdf((doc) => doc.addJavaScript('hello', 'app.alert("hi")'));
    expect(pdf.includes('JavaScript')).toBe(false);
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
