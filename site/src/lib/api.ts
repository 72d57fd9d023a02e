import { createApiClient } from '@jazz/client/api-client';
import { useProgress } from './progress';

// Kept in its own module so the progress bar does not pull the API client into the
// first load of a public page.
export { useProgress };

/** The site's one API client: same origin, the token set by the auth store. */
export const api = createApiClient({ baseURL: '', onActivity: (delta) => useProgress.getState().change(delta) });
