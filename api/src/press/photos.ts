import { existsSync } from 'node:fs';
import {
  MAX_PRESS_PHOTO_BYTES,
  MAX_PRESS_PHOTO_PIXELS,
  PRESS_MESSAGES,
  PRESS_PHOTO_FIELDS,
  pressPhotoCreateSchema,
  pressPhotoDataSchema,
  pressPhotoOrderSchema,
  type PressPhoto,
} from '@jazz/contracts';
import type { Config } from '../config';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, HttpError, notFound, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import { decodeDataUrl, processImage, type ProcessedImage } from '../media/images';
import type { MediaStore } from '../media/store';
import { originalFile, prepareOriginal, removeOriginal, saveOriginal, sweepOriginals } from './originals';
import type { PressRepository, StoredPressPhoto } from './repository';

export /** The image pipeline reports under `images` ("key: message"); here it belongs to `field`. */
async function asField(field: string, work: () => Promise<ProcessedImage>): Promise<ProcessedImage> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && typeof error.body.images === 'string') {
      const message = error.body.images.replace(/^[^:]*: /, '');
      throw new HttpError(error.status, error.status === 413 ? { message, [field]: message } : { [field]: message });
    }
    throw error;
  }
}

/** What a kit's photos are kept with. */
interface PhotoDeps {
  repo: PressRepository;
  media: MediaStore;
  config: Config;
  owner: (key: string) => { path: string };
  photoOf: (path: string, stored: StoredPressPhoto) => PressPhoto;
}

/** An upload's bytes (a data URL): too many is the 413 of `image`, anything else unreadable its 400. */
function photoBytes(image: string): Buffer {
  if (!image.startsWith('data:')) throw badRequest({ image: PRESS_MESSAGES.image });
  try {
    return decodeDataUrl('image', image, MAX_PRESS_PHOTO_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new HttpError(413, { message: PRESS_MESSAGES.tooManyBytes, image: PRESS_MESSAGES.tooManyBytes });
    throw badRequest({ image: PRESS_MESSAGES.image });
  }
}

/** Adds a photo to a kit: the original kept (cleaned) for download, the web variants made from it. */
function photoUpload({ repo, media, config, owner, photoOf }: PhotoDeps) {
  return async function createPhoto(key: string, input: unknown): Promise<PressPhoto> {
    const who = owner(key);
    const data = validate(pressPhotoCreateSchema, input ?? {});
    const original = await prepareOriginal(photoBytes(data.image));
    // the web variants are made from the cleaned original, so they carry nothing either
    const web = await asField('image', () => processImage('image', original.data, MAX_PRESS_PHOTO_PIXELS));
    const id = newId();
    saveOriginal(config.dataDir, id, original);
    try {
      repo.transaction(() => {
        media.save(web);
        repo.insertPhoto(
          id,
          key,
          {
            title: data.title,
            credit: data.credit,
            usage: data.usage,
            mediaId: web.hash,
            originalExt: original.ext,
            originalBytes: original.data.length,
            originalWidth: original.width,
            originalHeight: original.height,
          },
          nowIso(),
        );
      });
    } catch (error) {
      removeOriginal(config.dataDir, id, original.ext);
      throw error;
    }
    return photoOf(who.path, repo.photo(id)!);
  };
}

/** A kit's originals as downloads: one photo's file, or all of them named for a zip. */
function photoDownloads({ repo, config, owner, photoOf }: PhotoDeps) {
  return {
    /** The original file of a photo of this kit, with the name a download gets. */
    originalOf(key: string, id: string): { file: string; name: string; type: string; bytes: number } | undefined {
      const photo = repo.photo(id);
      if (!photo || photo.key !== key) return undefined;
      const file = originalFile(config.dataDir, id, photo.originalExt);
      if (!existsSync(file)) return undefined;
      return {
        file,
        name: `${slug(photo.photo.title) || 'photo'}.${photo.originalExt}`,
        type: photo.photo.originalType,
        bytes: photo.photo.originalBytes,
      };
    },

    /** Every original of the kit in display order, named for a zip (unique names). */
    originals(key: string): { file: string; name: string; photo: PressPhoto }[] {
      const who = owner(key);
      const used = new Set<string>();
      return repo.photos(key).flatMap((stored, index) => {
        const file = originalFile(config.dataDir, stored.photo._id, stored.originalExt);
        if (!existsSync(file)) return [];
        let name = `${String(index + 1).padStart(2, '0')}-${slug(stored.photo.title) || 'photo'}`;
        while (used.has(name)) name += '-';
        used.add(name);
        return [{ file, name: `${name}.${stored.originalExt}`, photo: photoOf(who.path, stored) }];
      });
    },
  };
}

/** A press kit's photos: upload (original kept, web variants made), edit, order, delete, download. */
export function createPressPhotos(deps: PhotoDeps) {
  const { repo, media, config, owner, photoOf } = deps;
  function photoIn(key: string, id: string): StoredPressPhoto {
    const photo = repo.photo(id);
    if (!photo || photo.key !== key) throw notFound('No such press photo.');
    return photo;
  }

  return {
    createPhoto: photoUpload(deps),

    updatePhoto(key: string, id: string, input: unknown): PressPhoto {
      const who = owner(key);
      const data = validate(pressPhotoDataSchema, updateDataOf('photo', input) ?? {});
      const comparator = comparatorOf('photo', input);
      return repo.transaction(() => {
        const current = photoOf(who.path, photoIn(key, id));
        if (!matchesComparator(current, comparator, PRESS_PHOTO_FIELDS)) throw conflict(current);
        repo.updatePhoto(id, data, nowIso());
        return photoOf(who.path, repo.photo(id)!);
      });
    },

    removePhoto(key: string, id: string): { _id: string } {
      owner(key);
      const photo = photoIn(key, id);
      repo.removePhoto(id);
      removeOriginal(config.dataDir, id, photo.originalExt);
      media.collectGarbage();
      sweepOriginals(config.dataDir, repo.photoIds());
      return { _id: id };
    },

    orderPhotos(key: string, input: unknown): PressPhoto[] {
      const who = owner(key);
      const { ids } = validate(pressPhotoOrderSchema, input ?? {});
      return repo.transaction(() => {
        const stored = new Set(repo.photos(key).map((photo) => photo.photo._id));
        const sent = new Set(ids);
        if (sent.size !== ids.length || sent.size !== stored.size || ids.some((id) => !stored.has(id)))
          throw badRequest({ ids: PRESS_MESSAGES.ids });
        repo.reorder(ids);
        return repo.photos(key).map((photo) => photoOf(who.path, photo));
      });
    },

    ...photoDownloads(deps),
  };
}

/** A file name from a title: letters, digits and dashes. */
export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
