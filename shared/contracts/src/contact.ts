import { z } from 'zod';
import { recordIds, requiredText } from './common';

export const CONTACT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'A valid email is required.',
  subject: 'Subject is required.',
  message: 'Message is required.',
  messageTooLong: 'Message must be at most 10000 characters.',
  subjectTooLong: 'Subject must be at most 300 characters.',
  altcha: 'Please be a human.',
  success: 'Contact form submitted successfully.',
  failure: 'Error submitting the contact form. Please try again.',
} as const;

/** The five fields of the contact form (docs/product.md), checked on the page and the server. */
export const contactFieldsSchema = z.object({
  firstName: requiredText(100, CONTACT_MESSAGES.firstName),
  lastName: requiredText(100, CONTACT_MESSAGES.lastName),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  subject: z
    .string({ error: CONTACT_MESSAGES.subject })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.subject })
    .max(300, { error: CONTACT_MESSAGES.subjectTooLong }),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, { error: CONTACT_MESSAGES.message })
    .max(10000, { error: CONTACT_MESSAGES.messageTooLong }),
});
export type ContactFields = z.input<typeof contactFieldsSchema>;

/** POST /api/contact: the fields plus the solved ALTCHA payload. */
export const contactSchema = contactFieldsSchema.extend({
  altcha: z.string({ error: CONTACT_MESSAGES.altcha }).min(1, { error: CONTACT_MESSAGES.altcha }).max(10000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;

/** A stored contact message as the admin's Messages screen lists it. */
export const contactMessageSchema = z.object({
  ...recordIds,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  delivery: deliveryStateSchema,
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** The address the message was mailed to (CONTACT_TO, else the first admin's); null when never queued. */
  mailedTo: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
