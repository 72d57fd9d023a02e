import { createHash, randomBytes } from 'node:crypto';
import { fixedBandOf, groupPath } from '@jazz/shared/bands';
import {
  emptyPressFields,
  PRESS_FIELDS,
  PRESS_MESSAGES,
  PRESS_SITE_KEY,
  parsePressData,
  type Group,
  type PressFields,
  type PressKit,
  type PressPhoto,
} from '@jazz/shared/contracts';
import type { Config } from '../config';
import { comparatorOf, matchesComparator } from '../http/comparator';
import { badRequest, conflict, notFound } from '../http/errors';
import { nowIso } from '../ids';
import { decodeDataUrl, processImage } from '../media/images';
import type { MediaStore } from '../media/store';
import { mediaIdOfUrl, mediaUrl } from '../media/urls';
import {
  decodePdfDataUrl,
  prepareOriginal,
  saveOriginal,
  stagePlotIsPdf,
  stagePlotOriginalId,
  sweepOriginals,
} from './originals';
import { asField, createPressPhotos } from './photos';

export { slug } from './photos';
import type { PressRepository, StoredPressPhoto } from './repository';

/** Whose press kit a key is: the musician (`site`) or a band. */
export interface PressOwner {
  key: string;
  name: string;
  /** The press page's path. */
  path: string;
  /** The band's group; absent for the musician. */
  group?: Group;
}

/** The secret of a stage plot's "only by link" address; renewing makes a new one. */
const newToken = () => randomBytes(24).toString('base64url');

export function createPressService(deps: {
  repo: PressRepository;
  media: MediaStore;
  config: Config;
  groups: { list(): Group[]; find(id: string): Group | undefined };
  siteName: () => string;
}) {
  const { repo, media, config, groups } = deps;
  // the originals of bands deleted since the last start (their rows went with the band)
  sweepOriginals(config.dataDir, repo.photoIds());

  function owner(key: string): PressOwner {
    if (key === PRESS_SITE_KEY) return { key, name: deps.siteName(), path: '/press' };
    const group = groups.find(key);
    if (!group) throw notFound(PRESS_MESSAGES.key);
    return { key, name: group.name, path: `${groupPath(group)}/press`, group };
  }

  /** The key of a press page's path (/press, /cannonball-quintet/press, /groups/{id}/press), if any. */
  function keyOfPagePath(pagePath: string): string | undefined {
    if (pagePath === '/press') return PRESS_SITE_KEY;
    const byId = /^\/groups\/([^/]+)\/press$/.exec(pagePath);
    if (byId) {
      let id = '';
      try {
        id = decodeURIComponent(byId[1]!);
      } catch {
        return undefined;
      }
      return groups.find(id) ? id : undefined;
    }
    const fixed = /^(\/[^/]+)\/press$/.exec(pagePath);
    if (!fixed) return undefined;
    const band = groups.list().find((group) => fixedBandOf(group.name)?.path === fixed[1]!.toLowerCase());
    return band?._id;
  }

  const photoOf = (path: string, stored: StoredPressPhoto): PressPhoto => ({
    ...stored.photo,
    original: `${path}/photos/${stored.photo._id}/original`,
  });

  /** The kit as its readers see it: everyone, or an admin (who also gets the by-link address). */
  function read(key: string, view: { admin: boolean } = { admin: false }): PressKit {
    const who = owner(key);
    const stored = repo.get(key);
    const fields: PressFields = { ...emptyPressFields(), ...(stored?.fields as Partial<PressFields>) };
    // a PDF has no web image: its URL is the press page's download address
    const plot = !stored?.stagePlotMedia
      ? ''
      : stagePlotIsPdf(config.dataDir, stored.stagePlotMedia)
        ? `${who.path}/stage-plot`
        : mediaUrl(stored.stagePlotMedia);
    const hidden = fields.stagePlotByLinkOnly && !view.admin;
    let photos = repo.photos(key).map((photo) => photoOf(who.path, photo));
    // a band's kit not filled yet shows the musician's bios and photos to the public (the admin
    // edits the band's own, empty fields)
    if (!view.admin && key !== 'site') {
      const noBio = !fields.bioShort && !fields.bioMedium && !fields.bioLong;
      const musician = noBio || photos.length === 0 ? read('site') : undefined;
      if (musician && noBio)
        Object.assign(fields, {
          bioShort: musician.bioShort,
          bioMedium: musician.bioMedium,
          bioLong: musician.bioLong,
        });
      if (musician && photos.length === 0) photos = musician.photos;
    }
    return {
      _id: key,
      key,
      ...fields,
      stagePlot: hidden ? '' : plot,
      name: who.name,
      path: who.path,
      photos,
      stagePlotLink: view.admin && plot && stored ? `${who.path}/stage-plot/${stored.stagePlotToken}` : '',
      updatedAt: stored?.updatedAt ?? '',
    };
  }

  const comparable = (kit: PressKit) => Object.fromEntries(PRESS_FIELDS.map((field) => [field, kit[field]]));

  const photoMethods = createPressPhotos({ repo, media, config, owner, photoOf });

  return {
    owner,
    keyOfPagePath,
    read,

    /** Deletes originals no press photo has any more (those of deleted bands); answers how many. */
    sweepOriginals: (): number => sweepOriginals(config.dataDir, repo.photoIds()),

    async update(key: string, input: unknown): Promise<PressKit> {
      const who = owner(key);
      const body = (input ?? {}) as { pressComparatorData?: unknown; pressData?: unknown };
      const comparator = comparatorOf('press', body);
      if (!body.pressData || typeof body.pressData !== 'object' || Array.isArray(body.pressData))
        throw badRequest({ pressData: 'Send the fields of the press kit (pressData).' });
      const parsed = parsePressData(body.pressData);
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

    /** Whether /media/ must refuse a file: a stage plot shown only under its secret link. */
    isPrivateMedia: (mediaId: string): boolean => repo.isPrivateStagePlot(mediaId),

    /** The stage plot's media id the press page shows (none while it goes only by link). */
    shownStagePlot(key: string): string | undefined {
      const stored = repo.get(key);
      const byLinkOnly = (stored?.fields as Partial<PressFields> | undefined)?.stagePlotByLinkOnly;
      return (!byLinkOnly && stored?.stagePlotMedia) || undefined;
    },

    /** The stage plot's media id behind a by-link address, if the address is current. */
    stagePlotByToken(key: string, token: string): string | undefined {
      const kit = repo.byStagePlotToken(token);
      return kit && kit.key === key && kit.stagePlotMedia ? kit.stagePlotMedia : undefined;
    },

    ...photoMethods,
  };
}

export type PressService = ReturnType<typeof createPressService>;
