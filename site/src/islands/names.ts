/**
 * The React islands a page can carry, by name (registry.ts loads each one's code; a name missing
 * there fails its type-check). A list of its own, so that a page naming an island never imports
 * the registry that imports the page.
 */
export type IslandName =
  | 'booking'
  | 'contact'
  | 'dashboard'
  | 'follow'
  | 'forgotPassword'
  | 'lessons'
  | 'login'
  | 'register'
  | 'resetPassword';
