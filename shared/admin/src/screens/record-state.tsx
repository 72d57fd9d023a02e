import { Link } from 'react-router-dom';

/** What an edit screen shows until its record is there: loading, or why it is not. */
export function RecordState({ failed, back }: { failed: boolean; back: string }) {
  if (!failed) return <p>Loading...</p>;
  return (
    <p role="alert">
      This record could not be loaded; it may have been deleted. <Link to={back}>Back to the list</Link>
    </p>
  );
}
