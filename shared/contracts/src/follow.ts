import './zod-setup';
import { z } from 'zod';

export const FOLLOW_MESSAGES = {
  email: 'A valid email is required.',
  groups: 'Choose at least one band, or all of them.',
  unknownBand: 'Choose among the bands of this site.',
  altcha: 'Please be a human.',
  accepted: 'Thank you. Check your inbox: we sent you a link to confirm.',
  failure: 'Something went wrong. Please try again.',
} as const;

/** Bands a fan follows: every band ("all"), or the named ones. */
export const followGroupsSchema = z.union(
  [
    z.literal('all'),
    z
      .array(z.string().trim().min(1).max(200), { error: FOLLOW_MESSAGES.groups })
      .min(1, { error: FOLLOW_MESSAGES.groups })
      .max(100, { error: FOLLOW_MESSAGES.groups }),
  ],
  { error: FOLLOW_MESSAGES.groups },
);
export type FollowGroups = z.infer<typeof followGroupsSchema>;

export const followEmailSchema = z
  .string({ error: FOLLOW_MESSAGES.email })
  .trim()
  .max(254, { error: FOLLOW_MESSAGES.email })
  .pipe(z.email({ error: FOLLOW_MESSAGES.email }));

/** The public form's fields, checked on the page and the server. */
export const followFieldsSchema = z.object({ email: followEmailSchema, groups: followGroupsSchema });

/** POST /api/follow: the fields plus the solved ALTCHA payload. */
export const followSchema = followFieldsSchema.extend({
  altcha: z.string({ error: FOLLOW_MESSAGES.altcha }).min(1, { error: FOLLOW_MESSAGES.altcha }).max(10000),
});
export type FollowInput = z.input<typeof followSchema>;

/** PUT /api/follow/me: a signed-in user's announcements; null stops them. */
export const myFollowSchema = z.object({ groups: followGroupsSchema.nullable() });
export type MyFollow = z.infer<typeof myFollowSchema>;

/** One show of a digest, its lines already written. */
export interface DigestShow {
  id: string;
  kind: 'created' | 'cancelled';
  date: string;
  time: string;
  title: string;
  group: string;
  venue: string;
  location: string;
  url: string;
}

/** GET /api/followers: what the admin's Followers screen shows. */
export interface FollowersSummary {
  /** Per band: confirmed followers (those following "all" count for every band) and pending requests. */
  bands: { name: string; confirmed: number; pending: number }[];
  confirmed: number;
  pending: number;
  digest: {
    held: boolean;
    /** When the waiting digest goes out (ISO), null when nothing waits or it is held. */
    dueAt: string | null;
    shows: DigestShow[];
    recipients: number;
    /** The mail one follower of every band would get. */
    preview: { subject: string; text: string } | null;
  };
}

export const digestHoldSchema = z.object({ held: z.boolean() });
