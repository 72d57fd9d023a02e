import type { Group } from '@jazz/contracts';
import type { Config } from '../config';
import type { MediaStore } from '../media/store';
import { createKitReads } from './kit-reads';
import { createKitWrites } from './kit-writes';
import { sweepOriginals } from './originals';
import { createPressOwners } from './owners';
import { createPressPhotos } from './photos';
import type { PressRepository } from './repository';

/**
 * Press kits, by concern as the routes keep them apart: whose a kit is (`owners.ts`), the kit
 * as read (`kit-reads.ts`), its fields and stage plot written (`kit-writes.ts`), its photos
 * (`photos.ts`). The files served beside the page are `files.ts`.
 */
export function createPressService(deps: {
  repo: PressRepository;
  media: MediaStore;
  config: Config;
  groups: { list(): Group[]; find(id: string): Group | undefined };
  siteName: () => string;
}) {
  const { repo, media, config } = deps;
  // the originals of bands deleted since the last start (their rows went with the band)
  sweepOriginals(config.dataDir, repo.photoIds());

  const owners = createPressOwners(deps);
  const { owner } = owners;
  const { photoOf, ...reads } = createKitReads({ repo, config, owner });

  return {
    ...owners,
    ...reads,
    ...createKitWrites({ repo, media, config, owner, read: reads.read }),

    /** Deletes originals no press photo has any more (those of deleted bands); answers how many. */
    sweepOriginals: (): number => sweepOriginals(config.dataDir, repo.photoIds()),

    ...createPressPhotos({ repo, media, config, owner, photoOf }),
  };
}

export type PressService = ReturnType<typeof createPressService>;
