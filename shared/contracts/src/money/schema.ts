import { z } from 'zod';
import { optionalText, optionalWallTime, recordIds, requiredText, WALL_TIME } from '../common';
import { keysOf } from '../typed';
import { DEAL_TYPES, PAYOUT_RULES, type MoneyTotals } from './arithmetic';

/** The ways a player is paid; the 1099 list counts only those no platform reports (docs/money.md). */
export const PAY_METHODS = ['cash', 'check', 'ach', 'zelle', 'venmo', 'paypal', 'card', 'other'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** The methods whose payments the owner reports on a 1099 (card, PayPal and Venmo report their own). */
export const METHODS_1099: readonly PayMethod[] = ['cash', 'check', 'ach', 'zelle', 'other'];

export const MONEY_MESSAGES = {
  amount: 'Amounts are whole cents from 0 to 100,000,000,000.',
  percent: 'A percentage is from 0 to 100.',
  decimal: 'Enter a number from 0 to 100,000.',
  day: 'Enter a day as YYYY-MM-DD.',
  text: 'At most 2,000 characters.',
  list: 'Too many entries.',
  payMethod: `Pay method is one of ${PAY_METHODS.join(', ')}.`,
  name: 'Name is required (at most 200 characters).',
  email: 'Enter a valid email address (or leave it empty).',
  tin: 'A TIN is 9 digits (123-45-6789 or 12-3456789).',
  instruments: 'At most 20 instruments of at most 100 characters each.',
  year: 'Years are written as 2026.',
  reminderHour: 'Enter a time as HH:MM (24-hour).',
  loadIn: 'Enter the load-in as HH:MM (24-hour), or leave it empty.',
} as const;

/** Whole cents, never negative: what every amount field holds. */
export const cents = z
  .number({ error: MONEY_MESSAGES.amount })
  .int({ error: MONEY_MESSAGES.amount })
  .min(0, { error: MONEY_MESSAGES.amount })
  .max(100_000_000_000, { error: MONEY_MESSAGES.amount });
const amount = cents.optional().default(0);
const percent = z
  .number({ error: MONEY_MESSAGES.percent })
  .min(0, { error: MONEY_MESSAGES.percent })
  .max(100, { error: MONEY_MESSAGES.percent })
  .optional()
  .default(0);
const decimal = z
  .number({ error: MONEY_MESSAGES.decimal })
  .min(0, { error: MONEY_MESSAGES.decimal })
  .max(100_000, { error: MONEY_MESSAGES.decimal })
  .optional()
  .default(0);
/** A day (YYYY-MM-DD) or empty. */
export const optionalDay = z
  .string({ error: MONEY_MESSAGES.day })
  .trim()
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), { error: MONEY_MESSAGES.day })
  .optional()
  .transform((value) => value ?? '');
const text = optionalText(2000, MONEY_MESSAGES.text);
const shortText = optionalText(200, MONEY_MESSAGES.text);
const optionalEmail = z
  .string({ error: MONEY_MESSAGES.email })
  .trim()
  .max(254, { error: MONEY_MESSAGES.email })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: MONEY_MESSAGES.email })
  .optional()
  .transform((value) => value ?? '');
export const payMethodSchema = z.enum(PAY_METHODS, { error: MONEY_MESSAGES.payMethod });

/** Who books and pays for a show. */
export const buyerSchema = z.object({
  name: shortText,
  organization: shortText,
  email: optionalEmail,
  phone: optionalText(40, MONEY_MESSAGES.text),
  address: text,
});
export type Buyer = z.output<typeof buyerSchema>;
export const EMPTY_BUYER: Buyer = { name: '', organization: '', email: '', phone: '', address: '' };

export const dealSchema = z.object({
  type: z.enum(DEAL_TYPES, { error: `Deal type is one of ${DEAL_TYPES.join(', ')}.` }),
  guarantee: amount,
  doorPercent: percent,
  splitPoint: amount,
  hours: decimal,
  rate: amount,
  deposit: amount,
  depositDue: optionalDay,
  balanceDue: optionalDay,
  buyer: buyerSchema.optional().transform((value) => value ?? EMPTY_BUYER),
  /** When the band loads in on the show's day, a wall time ("18:30") or empty: the calls' reminder and the contract say it. */
  loadIn: optionalWallTime(MONEY_MESSAGES.loadIn),
});
export type Deal = z.output<typeof dealSchema>;

export const settlementSchema = z.object({
  gross: amount,
  houseCosts: amount,
  tips: amount,
  merch: amount,
  paidCount: z.number().int().min(0).max(1_000_000).optional().default(0),
  comps: z.number().int().min(0).max(1_000_000).optional().default(0),
});
export type Settlement = z.output<typeof settlementSchema>;

export const paidSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MONEY_MESSAGES.day }),
  method: payMethodSchema,
  reference: shortText,
});

export const payoutSchema = z.object({
  personId: z.string().trim().min(1, { error: 'Choose who is paid.' }).max(64),
  role: shortText,
  rule: z.enum(PAYOUT_RULES, { error: `Rule is one of ${PAYOUT_RULES.join(', ')}.` }),
  amount,
  percent,
  minimum: amount,
  paid: paidSchema.nullable().optional().default(null),
});
export type Payout = z.output<typeof payoutSchema>;

export const expenseSchema = z.object({
  category: shortText,
  amount,
  note: text,
  /** The id of a receipt uploaded with POST /api/money/{eventId}/receipts, or empty. */
  receipt: optionalText(64, MONEY_MESSAGES.text),
  offTop: z.boolean().optional().default(true),
  /** The person this expense is paid back to with their payout, or empty. */
  reimburseTo: optionalText(64, MONEY_MESSAGES.text),
});
export type Expense = z.output<typeof expenseSchema>;

export const mileageSchema = z.object({
  miles: decimal,
  purpose: shortText,
});

export const paymentSchema = z.object({
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MONEY_MESSAGES.day }),
  amount: cents,
  method: payMethodSchema.optional().default('check'),
  reference: shortText,
  /** The invoice this payment paid, when it was recorded through one. */
  invoiceId: optionalText(64, MONEY_MESSAGES.text),
});
export type Payment = z.output<typeof paymentSchema>;

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: MONEY_MESSAGES.list })
    .max(max, { error: MONEY_MESSAGES.list })
    .optional()
    .transform((value) => value ?? []);

/** moneyData of PUT /api/money/update/{eventId}: unknown keys (totals, eventId) are dropped. */
export const moneyDataSchema = z.object({
  deal: dealSchema.nullable().optional().default(null),
  settlement: settlementSchema.nullable().optional().default(null),
  payouts: list(payoutSchema, 60),
  leaderShare: z.boolean().optional().default(true),
  expenses: list(expenseSchema, 200),
  mileage: mileageSchema.nullable().optional().default(null),
  payments: list(paymentSchema, 200),
});
export type MoneyData = z.input<typeof moneyDataSchema>;
export type ValidMoneyData = z.output<typeof moneyDataSchema>;

/** The money of a show with none saved: no deal, not settled, nobody paid, the leader taking a share. */
export const NO_MONEY_DATA: ValidMoneyData = {
  deal: null,
  settlement: null,
  payouts: [],
  leaderShare: true,
  expenses: [],
  mileage: null,
  payments: [],
};

/** The fields a money comparator carries (the totals are computed from them). */
export const MONEY_FIELDS = keysOf(moneyDataSchema.shape);

/** A show's money as GET /api/money/{eventId} answers it. */
export type ShowMoney = ValidMoneyData & {
  eventId: string;
  /** "series" while the date follows its series' deal, "show" once its own deal is saved, "" with no deal. */
  dealFrom: 'show' | 'series' | '';
  totals: MoneyTotals;
  updatedAt: string;
};

/** A series' deal (GET /api/money/series/{seriesId}); PUT sends { moneyComparatorData, moneyData: { deal } }. */
export const seriesDealDataSchema = z.object({ deal: dealSchema.nullable().optional().default(null) });
export type SeriesMoney = {
  seriesId: string;
  deal: Deal | null;
  updatedAt: string;
};

const yearTable = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(/^\d{4}$/, { error: MONEY_MESSAGES.year }), value, { error: MONEY_MESSAGES.year });

/** Money settings (GET/PUT /api/money/settings). */
export const moneySettingsSchema = z.object({
  businessName: shortText,
  businessAddress: text,
  paymentInstructions: text,
  contractTemplate: optionalText(50_000, 'The contract template is at most 50,000 characters.'),
  /** Decimal cents per mile, by year: { "2026": 72.5 }. */
  mileageRates: yearTable(z.number().min(0).max(10_000)),
  /** The 1099 threshold in cents, by year; a later year takes the latest. */
  thresholds1099: yearTable(cents),
  reminderHour: z
    .string({ error: MONEY_MESSAGES.reminderHour })
    .trim()
    .regex(WALL_TIME, { error: MONEY_MESSAGES.reminderHour }),
});
export type MoneySettings = z.output<typeof moneySettingsSchema>;
export const MONEY_SETTINGS_FIELDS = keysOf(moneySettingsSchema.shape);

/** The contract template of a fresh install: every token the contract fills in (docs/money.md). */
export const DEFAULT_CONTRACT_TEMPLATE = `PERFORMANCE AGREEMENT

This agreement is made between {{buyer}} ("Buyer") and {{band}} ("Artist").

Date: {{date}}
Start: {{start}}   End: {{end}}   Load-in: {{loadIn}}
Venue: {{venue}}
Address: {{address}}
Musicians: {{musicians}}

Fee: {{fee}} ({{deal}})
Deposit: {{deposit}}, due {{depositDue}}
Balance due: {{balanceDue}}

The Buyer provides a suitable stage, power and a safe load-in. Either party may cancel in writing;
a deposit paid is kept when the Buyer cancels within 30 days of the date.`;

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  businessName: '',
  businessAddress: '',
  paymentInstructions: '',
  contractTemplate: DEFAULT_CONTRACT_TEMPLATE,
  mileageRates: { '2025': 70, '2026': 72.5 },
  thresholds1099: { '2025': 60000, '2026': 200000 },
  reminderHour: '10:00',
};

/** A TIN as typed (SSN or EIN, dashes and spaces allowed), stored as its 9 digits. */
export const tinSchema = z
  .string({ error: MONEY_MESSAGES.tin })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || /^\d{9}$/.test(value), { error: MONEY_MESSAGES.tin });

/** personData of the people routes. `tin` is write-only: absent or empty keeps the stored one, null removes it. */
export const personDataSchema = z.object({
  name: requiredText(200, MONEY_MESSAGES.name),
  stageName: shortText,
  email: optionalEmail,
  phone: optionalText(40, MONEY_MESSAGES.text),
  address: text,
  instruments: z
    .array(z.string({ error: MONEY_MESSAGES.instruments }).trim().min(1).max(100), {
      error: MONEY_MESSAGES.instruments,
    })
    .max(20, { error: MONEY_MESSAGES.instruments })
    .optional()
    .transform((value) => value ?? []),
  payMethod: payMethodSchema.optional().default('check'),
  payHandle: shortText,
  w9OnFile: z.boolean().optional().default(false),
  tin: tinSchema.nullable().optional(),
  notes: optionalText(20_000, 'Notes are at most 20,000 characters.'),
});
export type PersonData = z.input<typeof personDataSchema>;
export type ValidPersonData = z.output<typeof personDataSchema>;

/** A person as every answer carries them: never the TIN, only its last four digits. */
export const personSchema = z.object({
  ...recordIds,
  name: z.string(),
  stageName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  instruments: z.array(z.string()),
  payMethod: payMethodSchema,
  payHandle: z.string(),
  w9OnFile: z.boolean(),
  tinLast4: z.string(),
  notes: z.string(),
  updatedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** The fields a person comparator carries: every editable one but the write-only TIN. */
export const PERSON_FIELDS = keysOf(personDataSchema.shape).filter((key) => key !== 'tin');

/** The refusal of deleting a person a payout or a call names. */
export interface PersonInUse {
  message: string;
  reason: 'in-use';
}

/** Whether payments by `method` go on the owner's 1099 list. */
export const counts1099 = (method: PayMethod): boolean => METHODS_1099.includes(method);

/** A deal before anything is typed: a flat fee of 0 and no buyer. */
export const EMPTY_DEAL: Deal = {
  type: 'flat',
  guarantee: 0,
  doorPercent: 0,
  splitPoint: 0,
  hours: 0,
  rate: 0,
  deposit: 0,
  depositDue: '',
  balanceDue: '',
  buyer: EMPTY_BUYER,
  loadIn: '',
};

/** The deal of a show made from a booking request: its buyer is who asked (docs/money.md). */
export const dealOfBooking = (booking: { name: string; organization: string; email: string }): Deal => ({
  ...EMPTY_DEAL,
  buyer: { ...EMPTY_BUYER, name: booking.name, organization: booking.organization, email: booking.email },
});

/** A row of GET /api/money/report: the sums of the shows of one key (a band, a venue, a month, a year). */
export interface MoneyReportRow {
  key: string;
  gigs: number;
  artistShare: number;
  tips: number;
  expenses: number;
  mileage: number;
  payouts: number;
  net: number;
}
