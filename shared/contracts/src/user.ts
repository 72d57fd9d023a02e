import { z } from 'zod';
import { idSchema, recordIds, requiredText } from './common';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'A valid email is required.',
  emailTaken: 'Email already exists.',
  password: 'Password must be at least 8 characters.',
  /** The rule, said under a new password before anything is wrong. */
  passwordHint: 'At least 8 characters.',
  passwordTooLong: 'Password must be at most 72 bytes (72 plain letters, fewer with accents or emoji).',
  password2: 'Passwords must match.',
  password2Required: 'Confirm password is required.',
  emailOrPasswordIncorrect: 'Email or password is incorrect.',
  emailnotfound: 'Email not found.',
  roles: 'Roles must be user and optionally admin.',
  lastAdmin: 'The last admin can not lose the admin role.',
  lastAdminDeleted: 'The last admin can not be deleted.',
} as const;

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.email })
  .pipe(z.email({ error: MESSAGES.email }));

// an unknown role is reported under "roles" with its own message, not zod's enum text
const role = z.enum(ROLES, { error: MESSAGES.roles });

/** bcrypt reads only the first 72 bytes: a longer password would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;
const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** A new password's rule (register, create, reset, change). */
export const passwordSchema = z
  .string({ error: MESSAGES.password })
  .min(8, { error: MESSAGES.password })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { error: MESSAGES.passwordTooLong });

/** A user as every route returns it: never a password or a hash. */
export const userSchema = z.object({
  ...recordIds,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  courses: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

const names = {
  firstName: requiredText(100, MESSAGES.firstName),
  lastName: requiredText(100, MESSAGES.lastName),
  email,
};

const withPasswords = z
  .object({
    ...names,
    password: passwordSchema,
    password2: z.string({ error: MESSAGES.password2Required }).min(1, { error: MESSAGES.password2Required }),
  })
  .refine((value) => value.password === value.password2, { path: ['password2'], error: MESSAGES.password2 });

/** POST /api/users/register: roles and courses from the client are ignored (always [user]). */
export const registerSchema = withPasswords;
export type RegisterInput = z.input<typeof registerSchema> & {
  courses?: string[];
  roles?: string[];
  /** A path of the site the verification mail's confirmed page leads back to (`returnPath`). */
  next?: string;
};

/** POST /api/users/create (admin). */
export const createUserSchema = z
  .object({
    ...names,
    password: passwordSchema,
    password2: z.string({ error: MESSAGES.password2Required }).min(1, { error: MESSAGES.password2Required }),
    roles: z.array(role, { error: MESSAGES.roles }).optional(),
  })
  .refine((value) => value.password === value.password2, { path: ['password2'], error: MESSAGES.password2 });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The editable part of a user (PUT /api/users/update/{id}). */
export const userDataSchema = z.object({
  ...names,
  roles: z
    .array(role, { error: MESSAGES.roles })
    .min(1, { error: MESSAGES.roles })
    .refine((roles) => roles.includes('user'), { error: MESSAGES.roles }),
});
export type UserData = z.input<typeof userDataSchema>;

export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.email }).trim().toLowerCase().min(1, { error: MESSAGES.email }).max(254),
  password: z.string({ error: MESSAGES.password }).min(1, { error: MESSAGES.password }).max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetSchema = z.object({
  id: idSchema,
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

/**
 * What the signed login token carries (docs/product.md): the signed-in user's identity, iat and exp.
 * Every view of "who is signed in" (the API's guard, the admin host, the site's and the
 * desktop's session) derives from this one schema.
 */
export const tokenPayloadSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  iat: z.number(),
  exp: z.number(),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** The signed-in user: the token's identity without its times. */
export const signedInUserSchema = tokenPayloadSchema.omit({ iat: true, exp: true });
export type SignedInUser = z.infer<typeof signedInUserSchema>;
