import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { tokenPayloadSchema, type SignedInUser, type TokenPayload } from '@jazz/contracts';

/** Whom a token is signed for: the identity, and the version that ends older sessions. */
export type TokenUser = SignedInUser & { tokenVersion: number };

/** Signs the login token: the payload of docs/product.md plus `tv`, the user's token version. */
export function signToken(user: TokenUser, secret: string, ttlSeconds: number): string {
  const payload = {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
    tv: user.tokenVersion,
  };
  return jwt.sign(payload, secret, { algorithm: 'HS256', expiresIn: ttlSeconds });
}

/** The shared token schema plus `tv`, which only the server reads (0 for tokens from before it). */
const verifiedTokenSchema = tokenPayloadSchema.extend({ tv: z.number().int().default(0) });
export type VerifiedToken = TokenPayload & { tv: number };

/** Verifies signature (HS256 only, so "alg: none" and key confusion are refused) and expiry. */
export function verifyToken(token: string, secret: string): VerifiedToken | null {
  try {
    const decoded = jwt.verify(token, secret, { algorithms: ['HS256'] });
    const parsed = verifiedTokenSchema.safeParse(decoded);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
