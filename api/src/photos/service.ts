import {
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  PHOTO_FIELDS,
  PHOTO_MESSAGES,
  photoCreateSchema,
  photoDataSchema,
  photoOrderSchema,
  type Photo,
} from '@jazz/contracts';
import { comparatorOf, matchesComparator, updateDataOf } from '../http/comparator';
import { badRequest, conflict, HttpError, notFound, validate } from '../http/errors';
import { newId, nowIso } from '../ids';
import { decodeDataUrl, processImage, type ProcessedImage } from '../media/images';
import type { MediaStore } from '../media/store';
import type { PhotosRepository } from './repository';

/**
 * The image pipeline reports problems under `images` ("key: message", the group form's field);
 * a photo has one image, reported under `image`.
 */
async function asPhotoImage(work: () => Promise<ProcessedImage>): Promise<ProcessedImage> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && typeof error.body.images === 'string') {
      const message = error.body.images.replace(/^image: /, '');
      throw new HttpError(error.status, error.status === 413 ? { message, image: message } : { image: message });
    }
    throw error;
  }
}

export function createPhotosService(photos: PhotosRepository, media: MediaStore) {
  function get(id: string): Photo {
    const photo = photos.get(id);
    if (!photo) throw notFound('No such photo.');
    return photo;
  }

  /** Stores a processed image as a new last (or first) photo; safe inside a caller's transaction (the seed). */
  function insertProcessed(
    data: { title: string; credit: string },
    image: ProcessedImage,
    at: 'first' | 'last' = 'last',
  ): Photo {
    const id = newId();
    photos.transaction(() => {
      media.save(image);
      photos.insert(id, { ...data, mediaId: image.hash }, nowIso(), at);
    });
    return photos.get(id)!;
  }

  return {
    list: (): Photo[] => photos.list(),
    get,
    insertProcessed,

    /** Decodes and re-encodes raw image bytes with the same checks as an upload (the seed). */
    prepareBytes(bytes: Buffer): Promise<ProcessedImage> {
      if (bytes.length > MAX_IMAGE_BYTES) throw badRequest({ image: IMAGE_MESSAGES.tooManyBytes });
      return asPhotoImage(() => processImage('image', bytes));
    },

    async create(input: unknown): Promise<Photo> {
      const data = validate(photoCreateSchema, input ?? {});
      if (!data.image.startsWith('data:')) throw badRequest({ image: PHOTO_MESSAGES.image });
      const image = await asPhotoImage(() => processImage('image', decodeDataUrl('image', data.image)));
      return insertProcessed({ title: data.title, credit: data.credit }, image, data.at);
    },

    update(id: string, input: unknown): Photo {
      const data = validate(photoDataSchema, updateDataOf('photo', input) ?? {});
      const comparator = comparatorOf('photo', input);
      return photos.transaction(() => {
        const current = get(id);
        if (!matchesComparator(current, comparator, PHOTO_FIELDS)) throw conflict(current);
        photos.update(id, data, nowIso());
        return photos.get(id)!;
      });
    },

    remove(id: string): { _id: string } {
      if (!photos.remove(id)) throw notFound('No such photo.');
      media.collectGarbage();
      return { _id: id };
    },

    /** Every photo exactly once, in the new order; anything else (a photo added or deleted meanwhile) is a 400. */
    order(input: unknown): Photo[] {
      const { ids } = validate(photoOrderSchema, input ?? {});
      return photos.transaction(() => {
        const stored = new Set(photos.ids());
        const sent = new Set(ids);
        if (sent.size !== ids.length || sent.size !== stored.size || ids.some((id) => !stored.has(id)))
          throw badRequest({ ids: PHOTO_MESSAGES.ids });
        photos.reorder(ids);
        return photos.list();
      });
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
