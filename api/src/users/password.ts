import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

const COST = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, COST);

// Compared against when the e-mail is unknown, so a failed login takes as long either way.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash, or against a dummy hash when there is no user. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), COST);
  const ok = await bcrypt.compare(password, hash ?? (await dummyHash));
  return ok && hash !== undefined;
}

/** A random password for the first admin: 24 characters, easy to copy from a terminal. */
export const randomPassword = (): string => randomBytes(18).toString('base64url');

/** Reset tokens: 32 random bytes for the mail, only their SHA-256 in the database. */
export const newResetToken = (): string => randomBytes(32).toString('base64url');
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two hex digests of the same length. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
