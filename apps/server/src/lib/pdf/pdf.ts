import type PDFKit from 'pdfkit';
/** pdfkit (fonts, layout: ~28 MB resident) is loaded on the first PDF, not at start (issue 27). */
let pdfkit: Promise<typeof PDFKit> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

export type PdfBlock =
  | { kind: 'heading' | 'paragraph' | 'meta'; text: string }
  /** A labelled value ("Location: York"); an empty value prints as a line to fill in by hand. */
  | { kind: 'field'; label: string; text: string | null };

/** A4 with 25 pt side margins: a 545 pt text width (docs/product/limits.md). */
const PAGE = { size: 'A4' as const, margins: { top: 50, bottom: 50, left: 25, right: 25 } };

/** Renders a titled, paginated text document (page numbers in the footer) to a PDF buffer. */
export async function renderPdf(
  title: string,
  blocks: PdfBlock[],
  info: { author?: string } = {},
): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      ...PAGE,
      bufferPages: true,
      info: { Title: title, Author: info.author ?? 'X-Forces Knowledge Exchange Hub' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - PAGE.margins.left - PAGE.margins.right;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#6b5a2e')
      .text('X-FORCES KNOWLEDGE EXCHANGE HUB', { width, characterSpacing: 1 });
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(18).fillColor('#1b2a4a').text(title, { width });
    doc.moveDown(0.8);
    for (const b of blocks) {
      if (b.kind === 'field') {
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor('#1b2a4a')
          .text(`${b.label}: `, { width, continued: true });
        doc
          .font('Helvetica')
          .fillColor('#222222')
          .text(b.text?.trim() ? b.text : '______________________________');
        doc.moveDown(0.3);
        continue;
      }
      if (b.kind === 'heading')
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#1b2a4a').text(b.text, { width });
      else if (b.kind === 'meta')
        doc.font('Helvetica').fontSize(9).fillColor('#555555').text(b.text, { width });
      else
        doc
          .font('Helvetica')
          .fontSize(10.5)
          .fillColor('#222222')
          .text(b.text, { width, align: 'left', lineGap: 2 });
      doc.moveDown(0.5);
    }

    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#777777')
        .text(`${title} — page ${i + 1} of ${range.count}`, PAGE.margins.left, doc.page.height - 30, {
          width,
          align: 'center',
        });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

/** Plain text with blank-line paragraphs into blocks; numbered lines ("1. Scope") become headings. */
export function textToBlocks(text: string): PdfBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ kind: /^\d+\.\s+\S.{0,80}$/.test(p) ? 'heading' : 'paragraph', text: p }));
}
