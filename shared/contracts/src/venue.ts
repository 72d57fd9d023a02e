import { z } from 'zod';
import { keysOf } from './typed';
import { optionalText, optionalUrl, recordIds, requiredText } from './common';

export const VENUE_MESSAGES = {
  name: 'Name is required (at most 200 characters).',
  address: 'Address must be at most 300 characters.',
  city: 'City must be at most 100 characters.',
  region: 'Region must be at most 100 characters.',
  postalCode: 'Postal code must be at most 20 characters.',
  country: 'Country must be a two-letter code such as US.',
  link: 'Link must be a web address (https://...) or a path on this site (/...).',
  phone: 'Phone must be at most 40 characters.',
  capacity: 'Capacity must be a whole number of people (or left empty).',
} as const;

/** A room the musician plays in; shows with its venueId take name, link and place from it. */
export const venueDataSchema = z.object({
  name: requiredText(200, VENUE_MESSAGES.name),
  address: optionalText(300, VENUE_MESSAGES.address),
  city: optionalText(100, VENUE_MESSAGES.city),
  region: optionalText(100, VENUE_MESSAGES.region),
  postalCode: optionalText(20, VENUE_MESSAGES.postalCode),
  country: z
    .string({ error: VENUE_MESSAGES.country })
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { error: VENUE_MESSAGES.country })
    .optional()
    .transform((value) => value || 'US'),
  link: optionalUrl(VENUE_MESSAGES.link),
  phone: optionalText(40, VENUE_MESSAGES.phone),
  // for the royalty report; null when unknown. Added later: absent on update keeps the stored value
  capacity: z
    .union([z.number(), z.string(), z.null()], { error: VENUE_MESSAGES.capacity })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: VENUE_MESSAGES.capacity });
        return z.NEVER;
      }
      return n;
    }),
});
export type VenueData = z.input<typeof venueDataSchema>;
export type ValidVenueData = z.output<typeof venueDataSchema>;

export const venueSchema = z.object({
  ...recordIds,
  name: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  link: z.string(),
  phone: z.string(),
  capacity: z.number().nullable().optional(),
  updatedAt: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

/**
 * The fields a venue comparator must carry: every editable one but `capacity`, which came later
 * and is compared only when the comparator carries it (a copy kept by an older client lacks it).
 */
export const VENUE_FIELDS: (keyof VenueData)[] = keysOf(venueDataSchema.shape).filter((key) => key !== 'capacity');

/** docs/product.md "Conflicts": a venue that shows still name can not be deleted. */
export interface InUseRefusal {
  message: string;
  reason: 'in-use';
  shows: string[];
}
