import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import type { TokenPayload, User } from '@jazz/contracts';
import { TOKEN_KEY } from '@jazz/contracts/names';
import { api } from './api';
import { connectAuthStore } from './session';

export interface AuthState {
  isAuthenticated: boolean;
  user: TokenPayload | null;
  /** True until the stored session has been read in the browser (always false on the server). */
  loading: boolean;
  /** Stores the token, sets the Authorization header, decodes the user. */
  signIn: (token: string) => void;
  /** Removes the token, clears the header and the user. */
  logout: () => void;
  /** At start: restores a stored token; answers 'expired' when it had expired (caller goes to /login). */
  restore: () => 'none' | 'restored' | 'expired';
  /** After an admin edits their own record (docs/product.md). */
  updateUser: (user: Pick<User, 'firstName' | 'lastName' | 'email' | 'roles'>) => void;
}

function decode(token: string): TokenPayload | null {
  try {
    return jwtDecode<TokenPayload>(token);
  } catch {
    return null;
  }
}

export const useAuth = create<AuthState>()((set, get) => ({
  isAuthenticated: false,
  user: null,
  loading: true,
  signIn(token) {
    const user = decode(token);
    if (!user) return;
    localStorage.setItem(TOKEN_KEY, token);
    api.setToken(token);
    set({ isAuthenticated: true, user, loading: false });
  },
  logout() {
    localStorage.removeItem(TOKEN_KEY);
    api.setToken(null);
    set({ isAuthenticated: false, user: null, loading: false });
  },
  restore() {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = token ? decode(token) : null;
    if (!token || !user) {
      set({ loading: false });
      return 'none';
    }
    // token expiry is in seconds (docs/product.md)
    if (user.exp < Date.now() / 1000) {
      get().logout();
      return 'expired';
    }
    api.setToken(token);
    set({ isAuthenticated: true, user, loading: false });
    // the token holds the name it was signed with: a rename since then (docs/product.md) shows
    // once the stored user is read
    api.users
      .me()
      .then(({ firstName, lastName, email, roles }) => {
        if (localStorage.getItem(TOKEN_KEY) === token) get().updateUser({ firstName, lastName, email, roles });
      })
      .catch(() => {});
    return 'restored';
  },
  updateUser(changes) {
    const user = get().user;
    if (user) set({ user: { ...user, ...changes } });
  },
}));

// the navigation's greeting follows this store from the moment it is loaded
connectAuthStore(useAuth);
