import { createContext, useContext, type ComponentType } from 'react';
import type { ApiClient } from '@jazz/client/api-client';
import type { SignedInUser, User } from '@jazz/contracts';
import type { DraftStorage } from '@jazz/client/forms/drafts';

export type { DraftStorage };

/** The signed-in user as the admin shows them (the token's identity). */
export type AdminSessionUser = SignedInUser;

/**
 * What a host (the site, or the desktop app) hands the admin. The admin does not know whether
 * it runs in a browser or Electron: the desktop passes an offline-capable client with the same
 * shape as the online one, and a status bar for its outbox.
 */
export interface AdminHost {
  api: ApiClient;
  /** Where the admin is mounted, e.g. '/admin-panel'. */
  basePath: string;
  /** The signed-in user (the admin panel home shows their details). */
  user: AdminSessionUser | null;
  /** Editing yourself also updates the signed-in user (docs/product.md). */
  onUserUpdated: (user: User) => void;
  /** Rendered above every admin screen: the desktop's online state, pending changes, Sync now. */
  StatusBar?: ComponentType;
  /** True for a record changed locally and not yet on the server (the desktop's outbox). */
  isPending?: (kind: 'event' | 'group' | 'photo' | 'person', id: string) => boolean;
  /** The IANA zone events are edited in (SITE_TIMEZONE), e.g. 'America/New_York'. */
  timezone: string;
  /** SITE_CURRENCY (ISO 4217) every amount is shown and typed in, e.g. 'EUR'; 'USD' when absent. */
  currency?: string | undefined;
  /** Where the guard sends visitors who are not admins (with the original location in state); '/login' when absent. */
  loginPath?: string;
  /**
   * Where unsaved form values survive a reload or a closed window (the desktop's offline
   * drafts). Absent on the site: forms then live in memory only.
   */
  drafts?: DraftStorage;
  /** After the admin changed records of a kind, so the host can refresh what it shows (the site's BANDS menu). */
  onDataChanged?: (kind: 'user' | 'group' | 'event' | 'page' | 'photo') => void;
  /**
   * The session ended while the admin worked (a 401) and they signed in again in place: keep
   * this new token (set it on the client, store it). When present, the admin asks for the
   * password over the screen and retries the refused action, so no form is lost; when absent
   * (a host with its own drafts and login), a 401 is shown as a message.
   */
  onSignedIn?: (token: string) => void;
  /** The window title of a screen ('Events', 'Edit Group'...); '<screen> | Admin' when absent. */
  formatTitle?: (screen: string) => string;
}

export const AdminHostContext = createContext<AdminHost | null>(null);

export function useAdminHost(): AdminHost {
  const host = useContext(AdminHostContext);
  if (!host) throw new Error('useAdminHost must be used inside an AdminHostContext provider');
  return host;
}
