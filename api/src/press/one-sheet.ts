import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isStagePlotPdf, type PressKit } from '@jazz/contracts';
import type { AppDeps } from '../deps';
import { loadSharp } from '../media/sharp';
import { mediaDir } from '../media/store';
import { mediaFileName } from '../media/urls';
import { renderOneSheet, upcomingFor } from './pdf';

/** How many one-sheets this process rendered (tests: one per version, however many ask at once). */
export const oneSheetRenders = { count: 0 };

/** The name the press kit's files go by: the kit's, else the site's. */
export const actNameOf = (deps: AppDeps) => (kit: PressKit) => kit.name || deps.services.pages.read('site').name;

/**
 * The one-sheet PDF of a press kit, built from the same data as the page at the moment of the
 * request and kept until the content version moves (or a show of it passes its cutoff).
 */
export function oneSheets(deps: AppDeps) {
  const { press, events, photos } = deps.services;
  const { config } = deps;
  const pdfs = new Map<string, { stamp: string; pdf: Promise<Buffer> }>();
  const actName = actNameOf(deps);

  async function firstPhoto(mediaId: string | undefined): Promise<Buffer | null> {
    if (!mediaId) return null;
    const file = join(mediaDir(config.dataDir), mediaFileName(mediaId, 800));
    if (!existsSync(file)) return null;
    const sharp = await loadSharp();
    return sharp(file).jpeg({ quality: 85 }).toBuffer();
  }

  async function render(
    key: string,
    kit: PressKit,
    { shows, series }: ReturnType<typeof upcomingFor>,
  ): Promise<Buffer> {
    oneSheetRenders.count += 1;
    const owner = press.owner(key);
    // the same picture as the page: the first press photo, else the band's first image, else the gallery's first photo
    const imageUrl =
      kit.photos[0]?.image ?? (owner.group ? Object.values(owner.group.images ?? {})[0] : photos.list()[0]?.image);
    const mediaId = imageUrl && /\/media\/([0-9a-f]{64})-/.exec(imageUrl)?.[1];
    // the stage plot as the press page shows it (not when it goes only by its secret link)
    const plotId = kit.stagePlot && /\/media\/([0-9a-f]{64})-/.exec(kit.stagePlot)?.[1];
    // a PDF cannot be drawn on the sheet: its address is printed instead
    const plotPdf = kit.stagePlot && isStagePlotPdf(kit.stagePlot) ? `${config.siteUrl}${kit.stagePlot}` : undefined;
    const pdf = await renderOneSheet({
      kit: { ...kit, name: actName(kit) },
      shows,
      series,
      photo: await firstPhoto(mediaId || undefined),
      photoCredit: kit.photos[0]?.image === imageUrl ? kit.photos[0]?.credit : '',
      stagePlot: await firstPhoto(plotId || undefined),
      stagePlotPdf: plotPdf,
      siteUrl: config.siteUrl,
      timeZone: config.timezone,
    });
    return pdf;
  }

  /**
   * The one-sheet of a version: rendered once however many ask for it at once (single flight),
   * then kept until the version moves. A failed render is forgotten, so the next asks again.
   */
  return function onePager(key: string): Promise<Buffer> {
    const kit = press.read(key);
    const { shows, series } = upcomingFor(kit, events.public, config.timezone);
    const stamp = `${deps.content.current()}:${shows.map((show) => show._id).join(',')}`;
    const kept = pdfs.get(key);
    if (kept?.stamp === stamp) return kept.pdf;
    const pdf = render(key, kit, { shows, series });
    pdfs.set(key, { stamp, pdf });
    pdf.catch(() => {
      if (pdfs.get(key)?.pdf === pdf) pdfs.delete(key);
    });
    return pdf;
  };
}
