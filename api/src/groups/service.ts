import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  parseGroupData,
  type Group,
  type GroupFields,
  type Video,
} from '@jazz/contracts';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, notFound } from '../http/errors';
import { newId, nowIso } from '../ids';
import { decodeDataUrl, imageError, processImage, type ProcessedImage } from '../media/images';
import type { MediaStore } from '../media/store';
import { mediaIdOfUrl } from '../media/urls';
import type { FixedPage, GroupImageRef, GroupsRepository } from './repository';

/** The fields an update's comparator must match (docs/product.md, optimistic concurrency). */
const COMPARED = ['name', 'description', 'images'] as const;
/** Band extras are compared only when the client knows them (sent them in its comparator). */
const EXTRAS = ['playlistUrl', 'videos'] as const;

/** Client keys are kept when safe. All-digit keys are replaced too: JS objects reorder them. */
const SAFE_KEY = /^(?!\d+$)[A-Za-z0-9_-]{1,64}$/;

type Prepared = { key: string; mediaId: string; upload?: ProcessedImage };

function imageKeys(keys: string[]): string[] {
  const used = new Set(keys.filter((key) => SAFE_KEY.test(key)));
  let next = 0;
  return keys.map((key) => {
    if (SAFE_KEY.test(key)) return key;
    while (used.has(`image${next}`)) next++;
    used.add(`image${next}`);
    return `image${next}`;
  });
}

/**
 * Turns the images object of a request into media references. Uploads are decoded and
 * re-encoded here, before any transaction (sharp is async; better-sqlite3 transactions must
 * not await). Kept URLs are checked against `owned`; the transaction checks them again.
 */
async function prepareImages(images: Record<string, string>, owned: Set<string>): Promise<Prepared[]> {
  const entries = Object.entries(images);
  if (entries.length > MAX_IMAGES) throw badRequest({ images: IMAGE_MESSAGES.tooMany });
  const keys = imageKeys(entries.map(([key]) => key));
  const uploads = new Map<string, Promise<ProcessedImage>>();
  const prepared = entries.map(async ([clientKey, value], index): Promise<Prepared> => {
    const key = keys[index]!;
    if (!value.startsWith('data:')) {
      const mediaId = mediaIdOfUrl(value);
      if (!mediaId) throw imageError(clientKey, IMAGE_MESSAGES.notDataUrl);
      if (!owned.has(mediaId)) throw imageError(clientKey, IMAGE_MESSAGES.notOwned);
      return { key, mediaId };
    }
    // the same upload twice in one request is processed once
    let upload = uploads.get(value);
    if (!upload) {
      upload = Promise.resolve().then(() => processImage(clientKey, decodeDataUrl(clientKey, value)));
      uploads.set(value, upload);
    }
    const image = await upload;
    return { key, mediaId: image.hash, upload: image };
  });
  return Promise.all(prepared);
}

function validData(input: unknown): GroupFields {
  const parsed = parseGroupData(input ?? {});
  if (!parsed.ok) throw badRequest(parsed.errors);
  return parsed.data;
}

type GroupText = { name: string; description: string; playlistUrl: string; videos: Video[] };

/** The text of a group to write: extras a client left out are kept as stored (or empty). */
const textOf = (data: GroupFields, stored?: Group): GroupText => ({
  name: data.name,
  description: data.description,
  playlistUrl: data.playlistUrl ?? stored?.playlistUrl ?? '',
  videos: data.videos ?? stored?.videos ?? [],
});

/** The rules of the groups: image uploads and kept URLs, the comparator check, media clean-up. */
export function createGroupsService(groups: GroupsRepository, media: MediaStore) {
  const refs = (images: Prepared[]): GroupImageRef[] => images.map(({ key, mediaId }) => ({ key, mediaId }));
  const saveUploads = (images: Prepared[]) => images.forEach((image) => image.upload && media.save(image.upload));

  function insert(data: GroupText, images: Prepared[]): Group {
    const id = newId();
    groups.transaction(() => {
      saveUploads(images);
      groups.insert(id, { ...data, images: refs(images) }, nowIso());
    });
    return groups.get(id)!;
  }

  return {
    list: (): Group[] => groups.list(),

    /** The group, or undefined (the site's pages answer their own 404). */
    find: (id: string): Group | undefined => groups.get(id),

    /** The band a fixed band page shows (linked by id: a rename keeps it), if any. */
    fixedBand(page: FixedPage): Group | undefined {
      const id = groups.fixedPage(page);
      return id === undefined ? undefined : groups.get(id);
    },

    get(id: string): Group {
      const group = groups.get(id);
      if (!group) throw notFound('No such group.');
      return group;
    },

    async create(input: unknown): Promise<Group> {
      const data = validData(input);
      const images = await prepareImages(data.images, new Set());
      return insert(textOf(data), images);
    },

    /** Stores image bytes directly (the demo seed); same checks and variants as an upload. */
    async createWithImages(input: SeedGroup): Promise<Group> {
      const data = validData({
        name: input.name,
        description: input.description,
        playlistUrl: input.playlistUrl,
        videos: input.videos,
      });
      const images = await Promise.all(
        input.images.map(async (bytes, index): Promise<Prepared> => {
          const key = `image${index}`;
          if (bytes.length > MAX_IMAGE_BYTES) throw imageError(key, IMAGE_MESSAGES.tooManyBytes);
          const upload = await processImage(key, bytes);
          return { key, mediaId: upload.hash, upload };
        }),
      );
      return insert(textOf(data), images);
    },

    async update(id: string, input: unknown): Promise<Group> {
      const data = validData(updateDataOf('group', input));
      const raw = comparatorOf('group', input);
      // docs/product.md: a group's images are treated as empty when missing
      const comparator = { ...raw, images: raw.images ?? {} };
      if (!groups.get(id)) throw notFound('No such group.');
      const images = await prepareImages(data.images, groups.mediaIdsOf(id));

      const updated = groups.transaction(() => {
        const current = groups.get(id);
        if (!current) throw notFound('No such group.');
        const compared = [...COMPARED, ...EXTRAS.filter((field) => field in comparator)];
        if (!matchesComparator(current, comparator, compared)) throw conflict(current);
        const owned = groups.mediaIdsOf(id);
        const lost = images.find((image) => !image.upload && !owned.has(image.mediaId));
        if (lost) throw badRequest({ images: `${lost.key}: ${IMAGE_MESSAGES.notOwned}` });
        saveUploads(images);
        groups.update(id, { ...textOf(data, current), images: refs(images) }, nowIso());
        return groups.get(id)!;
      });
      media.collectGarbage();
      return updated;
    },

    remove(id: string): { _id: string } {
      if (!groups.remove(id)) throw notFound('No such group.');
      media.collectGarbage();
      return { _id: id };
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;

/** A group of the demo seed: images as raw bytes (any accepted format), extras optional. */
export interface SeedGroup {
  name: string;
  description?: string;
  playlistUrl?: string;
  videos?: Video[];
  images: Buffer[];
}
