import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** A4 with 40 pt margins; every drawing function writes into one of these. */
export const PAGE = { margin: 40, width: 595.28 - 80 } as const;

/** Runs the drawing of every part on fresh pages of one document and answers the file's bytes. */
export async function renderPdf<T>(parts: T[], draw: (doc: Pdf, part: T) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const part of parts) {
    doc.addPage();
    draw(doc, part);
  }
  doc.end();
  return done;
}
