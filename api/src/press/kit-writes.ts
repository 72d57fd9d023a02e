import { createHash, randomBytes } from 'node:crypto';
import {
  emptyPressFields,
  isRecord,
  PRESS_FIELDS,
  PRESS_MESSAGES,
  parsePressData,
  type PressKit,
} from '@jazz/contracts';
import type { Config } from '../config';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { badRequest, conflict } from '../http/errors';
import { nowIso } from '../ids';
import { decodeDataUrl, processImage } from '../media/images';
import type { MediaStore } from '../media/store';
import { mediaIdOfUrl } from '../media/urls';
import { decodePdfDataUrl, prepareOriginal, saveOriginal, stagePlotIsPdf, stagePlotOriginalId } from './originals';
import type { PressOwner } from './owners';
import { asField } from './photos';
import type { PressRepository } from './repository';

/** The secret of a stage plot's "only by link" address; renewing makes a new one. */
const newToken = () => randomBytes(24).toString('base64url');

/** The press kit's writes: its fields with the stage plot's upload, and the plot's secret address. */
export function createKitWrites(deps: {
  repo: PressRepository;
  media: MediaStore;
  config: Config;
  owner: (key: string) => PressOwner;
  read: (key: string, view?: { admin: boolean }) => PressKit;
}) {
  const { repo, media, config, owner, read } = deps;
  const comparable = (kit: PressKit) => Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));

  return {
    async update(key: string, input: unknown): Promise<PressKit> {
      const who = owner(key);
      const comparator = comparatorOf('press', input);
      const pressData = isRecord(input) ? input.pressData : undefined;
      if (!isRecord(pressData)) throw badRequest({ pressData: 'Send the fields of the press kit (pressData).' });
      const parsed = parsePressData(pressData);
      if (!parsed.ok) throw badRequest(parsed.errors);
      const data = parsed.data;
      const plot = data.stagePlot.trim();
      // a PDF is kept as uploaded (checked to be one); an image also gets its web variants
      const pdf = decodePdfDataUrl(plot);
      const upload = pdf
        ? { hash: createHash('sha256').update(pdf).digest('hex'), width: 0, height: 0, variants: [] }
        : plot.startsWith('data:')
          ? await asField('stagePlot', () => processImage('stagePlot', decodeDataUrl('stagePlot', plot)))
          : undefined;
      // the file as uploaded (a PNG stays a PNG), for the download: metadata removed as for every upload
      const uploaded = pdf
        ? { data: pdf, ext: 'pdf' }
        : upload
          ? await prepareOriginal(decodeDataUrl('stagePlot', plot)).catch(() => undefined)
          : undefined;
      const updated = repo.transaction(() => {
        const current = read(key, { admin: true });
        if (!matchesComparator(comparable(current), comparator, PRESS_FIELDS)) throw conflict(current);
        const stored = repo.get(key);
        let mediaId: string | null = null;
        if (upload) {
          media.save(upload);
          mediaId = upload.hash;
          if (uploaded) saveOriginal(config.dataDir, stagePlotOriginalId(upload.hash), uploaded);
        } else if (plot) {
          const keptPdf =
            stored?.stagePlotMedia &&
            plot.replace(/^https?:\/\/[^/?#]+/i, '') === `${who.path}/stage-plot` &&
            stagePlotIsPdf(config.dataDir, stored.stagePlotMedia);
          const kept = keptPdf ? stored.stagePlotMedia : mediaIdOfUrl(plot);
          if (!kept || kept !== stored?.stagePlotMedia) throw badRequest({ stagePlot: PRESS_MESSAGES.stagePlot });
          mediaId = kept;
        }
        const { stagePlot: _plot, ...fields } = data;
        repo.save(key, fields, mediaId, stored?.stagePlotToken ?? newToken(), nowIso());
        return read(key, { admin: true });
      });
      media.collectGarbage();
      return updated;
    },

    /** A new secret address for the stage plot: the old link stops working. */
    renewStagePlotLink(key: string): PressKit {
      owner(key);
      return repo.transaction(() => {
        const stored = repo.get(key);
        repo.save(key, stored?.fields ?? emptyPressFields(), stored?.stagePlotMedia ?? null, newToken(), nowIso());
        return read(key, { admin: true });
      });
    },
  };
}
