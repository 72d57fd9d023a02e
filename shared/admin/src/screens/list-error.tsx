/**
 * Why a list could not be loaded or an action on it failed (the server is down, the last admin),
 * with Retry when the store kept the action to run again; a failed read of a list store is worded
 * as every failed read (failure-text.ts), so it reads like DataError's line.
 */
export function ListError({ error, retry }: { error: string | null; retry?: (() => void) | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
      {retry ? (
        <>
          {' '}
          <button type="button" onClick={retry}>
            Retry
          </button>
        </>
      ) : null}
    </p>
  );
}
