import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined, for assertions. */
export async function pdfText(data: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(doc, { mergePages: true });
  return { text, pages: doc.numPages };
}
