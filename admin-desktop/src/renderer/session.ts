import type { AdminSessionUser } from '@jazz/admin';
import type { TokenPayload } from '@jazz/contracts';
import { jwtDecode } from 'jwt-decode';

export interface Session {
  token: string;
  user: AdminSessionUser;
  /** Past its expiry: drafting goes on, syncing waits for a new sign-in. */
  expired: boolean;
}

export function sessionOf(token: string, nowSeconds = Date.now() / 1000): Session | null {
  try {
    const payload = jwtDecode<TokenPayload>(token);
    const { id, firstName, lastName, email, roles } = payload;
    return { token, user: { id, firstName, lastName, email, roles }, expired: payload.exp <= nowSeconds };
  } catch {
    return null;
  }
}
