import { emptyPressFields, type PressFields, type PressKit, type PressPhoto } from '@jazz/contracts';
import type { Config } from '../config';
import { mediaUrl } from '../media/urls';
import { stagePlotIsPdf } from './originals';
import type { PressOwner } from './owners';
import type { PressRepository, StoredPressPhoto } from './repository';

/** The press kit as its readers see it, and which stage plot file its addresses may serve. */
export function createKitReads(deps: { repo: PressRepository; config: Config; owner: (key: string) => PressOwner }) {
  const { repo, config, owner } = deps;

  const photoOf = (path: string, stored: StoredPressPhoto): PressPhoto => ({
    ...stored.photo,
    original: `${path}/photos/${stored.photo._id}/original`,
  });

  /** The kit as its readers see it: everyone, or an admin (who also gets the by-link address). */
  function read(key: string, view: { admin: boolean } = { admin: false }): PressKit {
    const who = owner(key);
    const stored = repo.get(key);
    const fields: PressFields = { ...emptyPressFields(), ...stored?.fields };
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

  return {
    read,
    photoOf,

    /** Whether /media/ must refuse a file: a stage plot shown only under its secret link. */
    isPrivateMedia: (mediaId: string): boolean => repo.isPrivateStagePlot(mediaId),

    /** The stage plot's media id the press page shows (none while it goes only by link). */
    shownStagePlot(key: string): string | undefined {
      const stored = repo.get(key);
      return (!stored?.fields.stagePlotByLinkOnly && stored?.stagePlotMedia) || undefined;
    },

    /** The stage plot's media id behind a by-link address, if the address is current. */
    stagePlotByToken(key: string, token: string): string | undefined {
      const kit = repo.byStagePlotToken(token);
      return kit && kit.key === key && kit.stagePlotMedia ? kit.stagePlotMedia : undefined;
    },
  };
}
