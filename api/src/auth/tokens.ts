import jwt from 'jsonwebtoken';
import type { Role, TokenPayload } from '@jazz/shared/contracts';

export interface TokenUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  tokenVersion: number;
}

/** Signs the login token: the payload of PRODUCT.md plus `tv`, the user's token version. */
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

export type VerifiedToken = TokenPayload & { tv: number };

/** Verifies signature (HS256 only, so "alg: none" and key confusion are refused) and expiry. */
export function verifyToken(token: string, secret: string): VerifiedToken | null {
  try {
    const decoded = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof decoded !== 'object' || typeof decoded.id !== 'string') return null;
    return decoded as VerifiedToken;
  } catch {
    return null;
  }
}
