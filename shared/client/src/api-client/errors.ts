import type { FieldErrors } from '@jazz/contracts';

/**
 * Every failed call rejects with an ApiError: `status` 0 means the server could not be reached
 * (offline, DNS, refused), which the desktop app turns into an outbox entry.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages of a 400 (docs/product.md keys). */
    readonly fieldErrors: FieldErrors = {},
    /** The server's current record on a 409. */
    readonly current?: unknown,
    readonly retryAfterSeconds?: number,
    /** The refusal's kind when the server names one (403 "unverified", 409 "taken", ...). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get offline(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Field errors for a form, with a general message under `form` when there are none. */
export function formErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return { form: 'Something went wrong. Please try again.' };
  if (Object.keys(error.fieldErrors).length > 0) return error.fieldErrors;
  if (error.offline) return { form: 'The server can not be reached. Check the connection and try again.' };
  return { form: error.message };
}
