import type PDFKit from 'pdfkit';
import { creditLine, placeOf, seriesAsOneEntry, showEntry, whereLine, type SeriesLine } from '@jazz/contracts/shows';
import { paperOf } from './paper';
import type { Event, PressKit } from '@jazz/contracts';
import type { PublicShows } from '@jazz/contracts/site';

export interface OneSheetInput {
  kit: PressKit;
  /** The kit's upcoming shows, in order (a series once: its next date). */
  shows: Event[];
  /** How each series listed once reads ("Every Thursday, 8 PM, until March 25"). */
  series?: Record<string, SeriesLine>;
  /** The first press photo as JPEG or PNG (pdfkit reads no WebP), or null. */
  photo: Buffer | null;
  /** That photo's credit, printed under it. */
  photoCredit?: string;
  /** The stage plot as JPEG or PNG, when the press page shows it (not "only by link"). */
  stagePlot?: Buffer | null;
  /** The stage plot's address when it is a PDF (shown on the press page), printed instead of a picture. */
  stagePlotPdf?: string;
  siteUrl: string;
  timeZone: string;
}

/**
 * Upcoming shows of a kit, not cancelled: the band's (by id), or every show for the musician;
 * a series as one entry.
 */
export function upcomingFor(
  kit: PressKit,
  shows: PublicShows,
  timeZone: string,
): { shows: Event[]; series: Record<string, SeriesLine> } {
  const mine = shows
    .upcoming(kit.key === 'site' ? {} : { groupId: kit.key })
    .filter((event) => event.status !== 'cancelled');
  const listed = seriesAsOneEntry(mine, (id) => shows.seriesRule(id), 'upcoming', timeZone);
  return { shows: listed.events, series: listed.series };
}

/** How much of each part a one-sheet holds; the first set that fits on two pages is used. */
interface Limits {
  bioWords: number;
  quotes: number;
  quoteWords: number;
  shows: number;
  inputs: number;
  /** Characters of one input list cell. */
  cell: number;
  contactLines: number;
  contactChars: number;
  photoHeight: number;
  plotHeight: number;
}

/**
 * From everything a filled kit usually holds down to a set that fits two A4 pages whatever was
 * typed (the contract allows long bios, quotes of 2,000 characters and hundreds of inputs).
 */
const LIMITS: Limits[] = [
  {
    bioWords: 400,
    quotes: 6,
    quoteWords: 80,
    shows: 12,
    inputs: 48,
    cell: 80,
    contactLines: 12,
    contactChars: 800,
    photoHeight: 230,
    plotHeight: 220,
  },
  {
    bioWords: 200,
    quotes: 4,
    quoteWords: 50,
    shows: 8,
    inputs: 32,
    cell: 60,
    contactLines: 8,
    contactChars: 500,
    photoHeight: 180,
    plotHeight: 160,
  },
  {
    bioWords: 110,
    quotes: 2,
    quoteWords: 35,
    shows: 5,
    inputs: 20,
    cell: 40,
    contactLines: 6,
    contactChars: 300,
    photoHeight: 140,
    plotHeight: 120,
  },
];
const MAX_PAGES = 2;

/** At most `count` words; a cut text ends with an ellipsis. Paragraphs stay when nothing is cut. */
function firstWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length <= count ? text.trim() : `${words.slice(0, count).join(' ')}…`;
}
const clip = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
};
function contactText(text: string, limits: Limits): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const kept = lines.slice(0, limits.contactLines).join('\n');
  return kept.length <= limits.contactChars && lines.length <= limits.contactLines
    ? kept
    : `${kept.slice(0, limits.contactChars - 1).trimEnd()}…`;
}

/**
 * The one-sheet: one page when the kit fits one (shortened as far as the last set of limits),
 * else two, on US Letter for a site in the United States or Canada and A4 elsewhere of real text (searchable, copyable), drawn with the PDF
 * standard fonts so nothing needs embedding: name, photo, medium bio, quotes, upcoming shows,
 * input list, contact and the site's address. A kit too full for two pages is shortened (the
 * press page online has it all).
 */
export async function renderOneSheet(input: OneSheetInput): Promise<Buffer> {
  // loaded at the first one-sheet, not at start: pdfkit and its fonts keep about 10 MB
  const { default: PDFDocument } = await import('pdfkit');
  let fits: ReturnType<typeof draw> | undefined;
  let last: ReturnType<typeof draw> | undefined;
  for (const limits of LIMITS) {
    last = draw(PDFDocument, input, limits);
    if (last.pages === 1) return last.done();
    if (!fits && last.pages <= MAX_PAGES) fits = last;
  }
  return (fits ?? last!).done();
}

/** What each section of the sheet draws with: the document, the text's width and the shared styles. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  width: number;
  limits: Limits;
  /** The kit's press page online, where what is cut is read whole. */
  online: string;
  heading(text: string): void;
  /** A grey line pointing to what the sheet leaves out. */
  more(text: string): void;
}

/** The name, the page's address, and the photo with its credit. */
function drawTop({ doc, width, limits, online }: Sheet, { kit, photo, photoCredit }: OneSheetInput) {
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(kit.name || 'Press kit');
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(online).fillColor('#000');
  if (photo) {
    doc.moveDown(0.5);
    doc.image(photo, { fit: [width, limits.photoHeight], align: 'center' });
    const credit = creditLine(photoCredit ?? '');
    if (credit)
      doc.moveDown(0.2).font('Helvetica').fontSize(8.5).fillColor('#444').text(credit, { width }).fillColor('#000');
  }
}

/** The biography (the medium one, else another) and the press quotes. */
function drawWords(sheet: Sheet, kit: OneSheetInput['kit']) {
  const { doc, width, limits, heading, more, online } = sheet;
  const bio = kit.bioMedium || kit.bioShort || kit.bioLong;
  if (bio) {
    heading('Biography');
    doc.text(firstWords(bio, limits.bioWords), { width, align: 'left', paragraphGap: 4 });
  }
  if (kit.quotes.length) {
    heading('Press');
    for (const quote of kit.quotes.slice(0, limits.quotes)) {
      doc.font('Helvetica-Oblique').text(`“${firstWords(quote.quote, limits.quoteWords)}”`, { width });
      if (quote.source)
        doc
          .font('Helvetica')
          .fillColor('#444')
          .text(`— ${clip(quote.source, 120)}`)
          .fillColor('#000');
      doc.moveDown(0.3);
    }
    doc.font('Helvetica');
    if (kit.quotes.length > limits.quotes) more(`More press quotes: ${online}`);
  }
}

/** The upcoming shows, a series' dates by its line. */
function drawShows(sheet: Sheet, { shows, series = {}, timeZone }: OneSheetInput) {
  const { doc, width, limits, heading, more, online } = sheet;
  if (!shows.length) return;
  heading('Upcoming shows');
  for (const show of shows.slice(0, limits.shows)) {
    const entry = showEntry(show, timeZone);
    const where = whereLine(placeOf(show));
    const line = series[show.seriesId ?? ''];
    const when = line ? `${entry.date} – ${line.text}` : `${entry.date}, ${entry.time}`;
    doc.text(clip(`${when}: ${[show.title, where].filter(Boolean).join(' at ')}`, 240), {
      width,
    });
  }
  if (shows.length > limits.shows) more(`Every show: ${online}`);
}

/** The input list and the stage plot (its image, else its PDF's address). */
function drawStage(sheet: Sheet, { kit, stagePlot, stagePlotPdf }: OneSheetInput) {
  const { doc, width, limits, heading, more, online } = sheet;
  if (kit.inputList.length) {
    heading('Input list');
    doc.font('Helvetica-Bold').text('Ch.  Instrument  /  Mic or DI  /  Notes', { width });
    doc.font('Helvetica');
    for (const row of kit.inputList.slice(0, limits.inputs))
      doc.text(
        `${clip(row.channel, 8) || '-'}  ${[row.instrument, row.mic, row.notes]
          .map((cell) => clip(cell, limits.cell))
          .filter(Boolean)
          .join('  /  ')}`,
        { width },
      );
    const left = kit.inputList.length - limits.inputs;
    if (left > 0) more(`${left} more ${left === 1 ? 'input' : 'inputs'}: ${online}`);
  }
  if (stagePlot) {
    heading('Stage plot');
    doc.image(stagePlot, { fit: [width, limits.plotHeight], align: 'center' });
    doc.moveDown(0.3);
  } else if (stagePlotPdf) {
    heading('Stage plot');
    doc.text(`Stage plot (PDF): ${stagePlotPdf}`, { link: stagePlotPdf, width });
    doc.moveDown(0.3);
  }
}

/** The sheet drawn with one set of limits: how many pages it took, and its bytes when kept. */
function draw(PDFDocument: typeof PDFKit, input: OneSheetInput, limits: Limits) {
  const { kit, siteUrl, timeZone } = input;
  const doc = new PDFDocument({
    size: paperOf(timeZone),
    margin: 50,
    // kept until counted, so a sheet too long for two pages is dropped and drawn shorter
    bufferPages: true,
    info: { Title: `${kit.name}: press kit`, Subject: 'One-sheet', Creator: siteUrl },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const online = siteUrl + kit.path;
  const width = doc.page.width - 100;
  const sheet: Sheet = {
    doc,
    width,
    limits,
    online,
    heading: (text) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#000').text(text);
      doc.moveDown(0.3).font('Helvetica').fontSize(10.5);
    },
    more: (text) => doc.fillColor('#444').text(text, { width }).fillColor('#000'),
  };

  drawTop(sheet, input);
  drawWords(sheet, kit);
  drawShows(sheet, input);
  drawStage(sheet, input);
  sheet.heading('Booking contact');
  doc.text(kit.contact ? contactText(kit.contact, limits) : `Booking requests: ${online}#booking`, { width });
  doc.moveDown(0.5).fillColor('#444').text(siteUrl, { link: siteUrl, width });
  return {
    pages: doc.bufferedPageRange().count,
    done: () => {
      doc.end();
      return ended;
    },
  };
}
