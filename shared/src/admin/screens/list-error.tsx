/** Why a delete was refused, e.g. "The last admin can not lose the admin role." */
export function ListError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {error}
    </p>
  );
}
