import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// PDFKit's own fonts (Helvetica…) have no naira sign: every slip and receipt embeds DejaVu Sans,
// which has ₦ (U+20A6), so "₦12,500" prints as written (decision 35).
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** Paper sizes in points: A4, and an 80 mm receipt roll (72 mm printable, cut to length). */
export const PAPER_SIZES = ['a4', '80mm'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];
export const A4: [number, number] = [595.28, 841.89];
export const ROLL_WIDTH = 226.77;

export type Pdf = InstanceType<typeof PDFDocument>;

/** A new document with the naira-capable fonts registered as 'body' and 'bold'. */
export function newPdf(opts: { title: string; size: [number, number]; margin: number }): Pdf {
  const doc = new PDFDocument({
    size: opts.size,
    margin: opts.margin,
    autoFirstPage: false,
    info: { Title: opts.title, Producer: 'Glow Naija', Creator: 'Glow Naija' },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  return doc;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}
