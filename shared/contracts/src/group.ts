import { z } from 'zod';
import { type ParseResult, recordIds, requiredText } from './common';
import { IMAGE_MESSAGES } from './image';
import { pageFieldErrors } from './page-errors';
import { MAX_ROWS, PAGE_MESSAGES } from './page-messages';
import { optionalPlaylistUrl, videoSchema, type Video } from './page-rows';

export const GROUP_MESSAGES = {
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 200 characters.',
  description: 'Description must be at most 20000 characters.',
  images: IMAGE_MESSAGES.format,
  playlistUrl: PAGE_MESSAGES.playlist,
  videos: PAGE_MESSAGES.rows,
} as const;

/** Group images: key -> image string. In: a data URL (new upload) or a URL the group already has. Out: URLs. */
export const groupImagesSchema = z.record(z.string().max(200), z.string({ error: GROUP_MESSAGES.images }), {
  error: GROUP_MESSAGES.images,
});

export const groupSchema = z.object({
  ...recordIds,
  name: z.string(),
  description: z.string(),
  images: z.record(z.string(), z.string()),
  /**
   * Band extras: a player address for the band page ('' for none) and its videos.
   * The API always answers them; they are optional in the type because records drafted or
   * cached by a client that predates them (the desktop outbox) lack them.
   */
  playlistUrl: z.string().optional(),
  videos: z.array(z.object({ title: z.string(), url: z.string(), caption: z.string() })).optional(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;
export type GroupVideo = Video;

export const groupDataSchema = z.object({
  name: requiredText(200, GROUP_MESSAGES.name),
  description: z
    .string({ error: GROUP_MESSAGES.description })
    .trim()
    .max(20000, { error: GROUP_MESSAGES.description })
    .optional()
    .transform((value) => value ?? ''),
  images: groupImagesSchema.optional().transform((value) => value ?? {}),
  // The extras are optional: a client that does not know them (docs/product.md's group routes) leaves
  // them out, and an update without them keeps the stored ones.
  playlistUrl: optionalPlaylistUrl.optional(),
  videos: z
    .array(videoSchema, { error: GROUP_MESSAGES.videos })
    .max(MAX_ROWS, { error: GROUP_MESSAGES.videos })
    .optional(),
});
export type GroupData = z.input<typeof groupDataSchema>;
export type GroupFields = z.output<typeof groupDataSchema>;

/** Checks a group's fields; a problem in a video row is named like the page forms do ("videos.1.url"). */
export function parseGroupData(input: unknown): ParseResult<GroupFields> {
  const result = groupDataSchema.safeParse(input ?? {});
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: pageFieldErrors(result.error) };
}
