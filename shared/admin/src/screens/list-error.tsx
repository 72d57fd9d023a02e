/** Why a list could not be loaded or an action on it failed, e.g. the server is down or the last admin. */
export function ListError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
}
