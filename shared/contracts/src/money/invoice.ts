import { z } from 'zod';
import { optionalText } from '../common';
import { cents, payMethodSchema, type Buyer } from './schema';

export const INVOICE_KINDS = ['deposit', 'balance', 'full', 'month'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_MESSAGES = {
  kind: 'Kind is deposit, balance or full for a show, month for a series.',
  eventId: 'Choose the show to invoice.',
  seriesId: 'Choose the series to invoice.',
  month: 'Month is written as YYYY-MM.',
  noDeal: 'This show has no deal yet: enter its deal first.',
  nothing: 'There is nothing to invoice: the amount is 0.',
  noDates: 'The series has no dates that month.',
  noEmail: 'The buyer has no email address: add it to the deal first.',
  void: 'A void invoice can not be sent or paid.',
} as const;

/** POST /api/invoices/create: a show's deposit, balance or full fee, or a series' month. */
export const invoiceRequestSchema = z.union(
  [
    z.object({
      eventId: z.string({ error: INVOICE_MESSAGES.eventId }).min(1, { error: INVOICE_MESSAGES.eventId }).max(64),
      kind: z.enum(['deposit', 'balance', 'full'], { error: INVOICE_MESSAGES.kind }),
    }),
    z.object({
      seriesId: z.string({ error: INVOICE_MESSAGES.seriesId }).min(1, { error: INVOICE_MESSAGES.seriesId }).max(64),
      month: z
        .string({ error: INVOICE_MESSAGES.month })
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: INVOICE_MESSAGES.month }),
      kind: z.literal('month', { error: INVOICE_MESSAGES.kind }),
    }),
  ],
  { error: INVOICE_MESSAGES.kind },
);
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;

/** POST /api/invoices/paid/{id}: a payment recorded against an invoice. */
export const invoicePaymentSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a day as YYYY-MM-DD.' }),
  method: payMethodSchema,
  reference: optionalText(200, 'At most 200 characters.'),
  amount: cents,
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;

export interface InvoiceLine {
  description: string;
  amount: number;
}

export interface Invoice {
  _id: string;
  id: string;
  /** YYYY-NNNN: the site's year of creation and its place in that year, never reused. */
  number: string;
  kind: InvoiceKind;
  eventId: string;
  seriesId: string;
  month: string;
  amount: number;
  /** The due day (YYYY-MM-DD), or '' when the deal names none. */
  due: string;
  buyer: Buyer;
  lines: InvoiceLine[];
  status: InvoiceStatus;
  payments: InvoicePayment[];
  /** amount − the payments, never below 0. */
  balance: number;
  /** Not paid or void, and its due day is past (site's zone). */
  overdue: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The receivables' age buckets by days past the due day. */
export const RECEIVABLE_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type ReceivableBucket = (typeof RECEIVABLE_BUCKETS)[number];

/** The bucket of an invoice `daysLate` days past its due day (0 or less: not yet due or due today). */
export function bucketOf(daysLate: number): ReceivableBucket {
  if (daysLate <= 0) return 'current';
  if (daysLate <= 30) return '1-30';
  if (daysLate <= 60) return '31-60';
  if (daysLate <= 90) return '61-90';
  return '90+';
}
