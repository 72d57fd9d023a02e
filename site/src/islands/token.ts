/**
 * What a session's token says of its user, read in the browser without a library: the nav's
 * greeting (nav-menus.ts) and the dashboard's details (dashboard.ts). A module of its own, so
 * the dashboard's chunk shares it without importing the page's script.
 */
export interface Payload {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  roles?: string[];
  exp?: number;
}

export function decode(token: string): Payload | null {
  try {
    const part = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(part), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Payload;
  } catch {
    return null;
  }
}
