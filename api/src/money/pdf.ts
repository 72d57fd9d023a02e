import { paperOf } from '../press/paper';

/** One part of a money document: a heading, lines of text, or rows of a label and an amount. */
export type PdfBlock =
  { heading: string } | { text: string; muted?: boolean } | { rows: [string, string][]; bold?: boolean };

/**
 * A plain document (an invoice, a contract, a statement) as PDF bytes, with pdfkit as the press
 * one-sheet uses it (loaded at the first document, not at start). Text is real text, so a test
 * reads it back with pdftotext.
 */
export async function renderMoneyPdf(title: string, blocks: PdfBlock[], timeZone: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: paperOf(timeZone), margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10.5);
  for (const block of blocks) {
    if ('heading' in block) {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12.5).fillColor('#000').text(block.heading);
      doc.moveDown(0.2).font('Helvetica').fontSize(10.5);
    } else if ('text' in block) {
      doc
        .fillColor(block.muted ? '#444' : '#000')
        .text(block.text, { width })
        .fillColor('#000');
    } else {
      doc.font(block.bold ? 'Helvetica-Bold' : 'Helvetica');
      for (const [label, value] of block.rows) {
        const y = doc.y;
        doc.text(label, 50, y, { width: width - 130 });
        const after = doc.y;
        doc.text(value, 50 + width - 120, y, { width: 120, align: 'right' });
        doc.x = 50;
        doc.y = Math.max(after, doc.y);
      }
      doc.font('Helvetica');
    }
  }
  doc.end();
  return ended;
}
