import { z } from 'zod';
import { idSchema, optionalText, recordIds } from './common';
import { IMAGE_FORMAT_NAMES } from './image';

export const PHOTO_MESSAGES = {
  titleTooLong: 'Title must be at most 300 characters.',
  credit: 'Credit must be at most 300 characters.',
  image: `Choose an image file (${IMAGE_FORMAT_NAMES}).`,
  ids: 'Send every photo id once, in the new order.',
  at: "Where a new photo goes must be 'first' or 'last'.",
} as const;

/** One stored size of a photo (WebP). */
export const photoVariantSchema = z.object({ width: z.number(), height: z.number(), url: z.string() });
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

/**
 * A photo as GET /api/photos lists it, in display order. `image` is the large variant and
 * `width`/`height` its size (for the layout box and the lightbox); `srcSet` lists every
 * variant with its real width, ready for `<img srcSet sizes>`.
 */
export const photoSchema = z.object({
  ...recordIds,
  title: z.string(),
  credit: z.string(),
  image: z.string(),
  width: z.number(),
  height: z.number(),
  srcSet: z.string(),
  variants: z.array(photoVariantSchema),
  position: z.number(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

// a photo may have no title (an upload starts without one, not with its file's name)
const title = optionalText(300, PHOTO_MESSAGES.titleTooLong);

/** The editable text of a photo (PUT /api/photos/update/{id}). */
export const photoDataSchema = z.object({
  title,
  credit: optionalText(300, PHOTO_MESSAGES.credit),
});
export type PhotoData = z.input<typeof photoDataSchema>;

/** POST /api/photos/create: the text and the image as a data URL (decoded and checked on the server). */
export const photoCreateSchema = photoDataSchema.extend({
  image: z.string({ error: PHOTO_MESSAGES.image }).min(1, { error: PHOTO_MESSAGES.image }),
  /** Where the new photo goes in the gallery's order: after the last one (default) or first. */
  at: z.enum(['first', 'last'], { error: PHOTO_MESSAGES.at }).optional(),
});
export type PhotoCreateInput = z.input<typeof photoCreateSchema>;

/** PUT /api/photos/order: every photo id exactly once, first shown first. */
export const photoOrderSchema = z.object({
  ids: z.array(idSchema, { error: PHOTO_MESSAGES.ids }).max(100000, { error: PHOTO_MESSAGES.ids }),
});
export type PhotoOrderInput = z.input<typeof photoOrderSchema>;

/** The fields an update's comparator is checked on. */
export const PHOTO_FIELDS = ['title', 'credit'] as const;
