import type { AdminSessionUser } from '@jazz/shared/admin';
import type { TokenPayload } from '@jazz/shared/contracts';
import { jwtDecode } from 'jwt-decode';

/** The same key as the site (SPEC.md section 3), in the app's own origin. */
const TOKEN_KEY = 'jwtToken';

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

export const loadSession = (): Session | null => {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? sessionOf(token) : null;
};

export const saveToken = (token: string) => localStorage.setItem(TOKEN_KEY, token);
export const clearToken = () => localStorage.removeItem(TOKEN_KEY);
