import { z } from 'zod';
import { idSchema, requiredText } from './common';

export const GROUP_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  description: 'Description must be at most 20000 characters.',
  images: 'Images must be image files (JPEG, PNG, WebP, AVIF or GIF).',
} as const;

/** Group images: key -> image string. In: a data URL (new upload) or a URL the group already has. Out: URLs. */
export const groupImagesSchema = z.record(z.string().max(200), z.string({ error: GROUP_MESSAGES.images }), {
  error: GROUP_MESSAGES.images,
});

export const groupSchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  description: z.string(),
  images: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupDataSchema = z.object({
  name: requiredText(200, GROUP_MESSAGES.name),
  description: z
    .string({ error: GROUP_MESSAGES.description })
    .trim()
    .max(20000, { error: GROUP_MESSAGES.description })
    .optional()
    .transform((value) => value ?? ''),
  images: groupImagesSchema.optional().transform((value) => value ?? {}),
});
export type GroupData = z.input<typeof groupDataSchema>;

export const groupUpdateSchema = z.object({
  groupComparatorData: z.record(z.string(), z.unknown()),
  groupData: groupDataSchema,
});
