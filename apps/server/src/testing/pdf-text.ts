import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, as a PDF reader extracts it (pages joined by a blank line). */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: pdf.numPages, text: pages.join('\n\n') };
}
