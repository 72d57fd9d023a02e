import { Link } from 'react-router-dom';
import { DataStatus, type ReadState } from '../data-error';

/**
 * What an edit screen shows until its record is there: loading, or the error line with Retry and
 * a way back to the list. An `id` of null: no record was named (no id in the address).
 */
export function RecordState({ read, back }: { read: ReadState & { id?: string | null }; back: string }) {
  const toList = <Link to={back}>Back to the list</Link>;
  if (read.id === null)
    return (
      <p className="form-error" role="alert">
        No record was named to edit. {toList}
      </p>
    );
  return <DataStatus reads={[read]}>{toList}</DataStatus>;
}
