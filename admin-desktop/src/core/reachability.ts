import { isApiError } from '@jazz/client/api-client';

/** Statuses that mean "the server was not reached", so the same change is tried again later. */
export const isUnreachable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
