import './zod-setup';
import { z } from 'zod';
import { requiredText } from './common';
import { MESSAGES, passwordSchema, userSchema } from './user';

export const ACCOUNT_MESSAGES = {
  currentPassword: 'Current password is incorrect.',
  currentPasswordRequired: 'Current password is required.',
  sameEmail: 'This is the address of your account already.',
  unverified: 'Confirm your e-mail address first: open the link we mailed to it.',
  emailChangePending: 'Check your inbox: the new address takes effect once you open the link we sent to it.',
  passwordChanged: 'Password changed. Other sessions were signed out.',
  accountCreated: 'Account created. Log in.',
  nameChanged: 'Name saved.',
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(1024, { error: ACCOUNT_MESSAGES.currentPassword });

/** PUT /api/users/me/password: answers `{ token }`, a fresh one; every earlier token ends. */
export const changePasswordSchema = z
  .object({
    currentPassword,
    password: passwordSchema,
    password2: z.string({ error: MESSAGES.password2Required }).min(1, { error: MESSAGES.password2Required }),
  })
  .refine((value) => value.password === value.password2, { path: ['password2'], error: MESSAGES.password2 });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** PUT /api/users/me/name: the account's own name (the greeting "Hi, Sam"); answers MyAccount. */
export const changeNameSchema = z.object({
  firstName: requiredText(100, MESSAGES.firstName),
  lastName: requiredText(100, MESSAGES.lastName),
});
export type ChangeNameInput = z.input<typeof changeNameSchema>;

/** PUT /api/users/me/email: the new address takes effect once the link mailed to it is used. */
export const changeEmailSchema = z.object({
  email: z
    .string({ error: MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, { error: MESSAGES.email })
    .pipe(z.email({ error: MESSAGES.email })),
  currentPassword,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** GET /api/users/me: the signed-in user as stored now, with the state of the address. */
export const myAccountSchema = userSchema.extend({
  emailVerified: z.boolean(),
  /** A new address waiting for its link, or null. */
  pendingEmail: z.string().nullable(),
});
export type MyAccount = z.infer<typeof myAccountSchema>;
