import { z } from 'zod';

export const CONTACT_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'A valid email is required.',
  subject: 'Subject is required.',
  message: 'Message is required.',
  altcha: 'Please be a human.',
  success: 'Contact form submitted successfully.',
  failure: 'Error submitting the contact form. Please try again.',
} as const;

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** The five fields of the contact form (SPEC.md section 5), checked on the page and the server. */
export const contactFieldsSchema = z.object({
  firstName: required(100, CONTACT_MESSAGES.firstName),
  lastName: required(100, CONTACT_MESSAGES.lastName),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, { error: CONTACT_MESSAGES.email })
    .pipe(z.email({ error: CONTACT_MESSAGES.email })),
  subject: required(300, CONTACT_MESSAGES.subject),
  message: required(10000, CONTACT_MESSAGES.message),
});
export type ContactFields = z.input<typeof contactFieldsSchema>;

/** POST /api/contact: the fields plus the solved ALTCHA payload. */
export const contactSchema = contactFieldsSchema.extend({
  altcha: z.string({ error: CONTACT_MESSAGES.altcha }).min(1, { error: CONTACT_MESSAGES.altcha }).max(10000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A stored contact message as the admin's Messages screen lists it. */
export interface ContactMessage {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  delivery: DeliveryState;
  attempts: number;
  lastError: string | null;
}
