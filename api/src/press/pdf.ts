import { splitShows, dateText, startTimeText } from '@jazz/shared/shows';
import type { Event, PressKit } from '@jazz/shared/contracts';

export interface OneSheetInput {
  kit: PressKit;
  /** The kit's upcoming shows, in order. */
  shows: Event[];
  /** The first press photo as JPEG or PNG (pdfkit reads no WebP), or null. */
  photo: Buffer | null;
  siteUrl: string;
  timeZone: string;
}

/** Upcoming shows of a kit: the band's (by name, any case), or every show for the musician. */
export function upcomingFor(kit: PressKit, events: readonly Event[], now: number, timeZone: string): Event[] {
  const mine =
    kit.key === 'site'
      ? events
      : events.filter((event) => event.group.trim().toLowerCase() === kit.name.trim().toLowerCase());
  return splitShows(mine, now, timeZone).upcoming.filter((event) => event.status !== 'cancelled');
}

/**
 * The one-sheet: one or two A4 pages of real text (searchable, copyable), drawn with the PDF
 * standard fonts so nothing needs embedding: name, photo, medium bio, quotes, upcoming shows,
 * input list, contact and the site's address.
 */
export async function renderOneSheet({ kit, shows, photo, siteUrl, timeZone }: OneSheetInput): Promise<Buffer> {
  // loaded at the first one-sheet, not at start: pdfkit and its fonts keep about 10 MB
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${kit.name}: press kit`, Subject: 'One-sheet', Creator: siteUrl },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 100;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#000').text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10.5);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(kit.name || 'Press kit');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444')
    .text(siteUrl + kit.path)
    .fillColor('#000');
  if (photo) {
    doc.moveDown(0.5);
    doc.image(photo, { fit: [width, 230], align: 'center' });
  }
  const bio = kit.bioMedium || kit.bioShort || kit.bioLong;
  if (bio) {
    heading('Biography');
    doc.text(bio, { width, align: 'left', paragraphGap: 4 });
  }
  if (kit.quotes.length) {
    heading('Press');
    for (const quote of kit.quotes) {
      doc.font('Helvetica-Oblique').text(`“${quote.quote}”`, { width });
      if (quote.source) doc.font('Helvetica').fillColor('#444').text(`— ${quote.source}`).fillColor('#000');
      doc.moveDown(0.3);
    }
    doc.font('Helvetica');
  }
  if (shows.length) {
    heading('Upcoming shows');
    for (const show of shows.slice(0, 12)) {
      const when = `${dateText(show.startDate, timeZone)}${show.timeText ? `, ${show.timeText}` : ` ${startTimeText(show.startDate, timeZone)}`}`;
      const where = [show.venue, show.location].filter(Boolean).join(', ');
      doc.text(`${when}: ${[show.title, where].filter(Boolean).join(' at ')}`, { width });
    }
  }
  if (kit.inputList.length) {
    heading('Input list');
    doc.font('Helvetica-Bold').text('Ch.  Instrument  /  Mic or DI  /  Notes', { width });
    doc.font('Helvetica');
    for (const row of kit.inputList)
      doc.text(`${row.channel || '-'}  ${[row.instrument, row.mic, row.notes].filter(Boolean).join('  /  ')}`, {
        width,
      });
  }
  heading('Booking contact');
  doc.text(kit.contact || `Booking requests: ${siteUrl}${kit.path}#booking`, { width });
  doc.moveDown(0.5).fillColor('#444').text(siteUrl, { link: siteUrl, width });
  doc.end();
  return done;
}
