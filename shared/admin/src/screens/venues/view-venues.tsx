import { useState } from 'react';
import { locationText, type Venue } from '@jazz/contracts';
import { useAdminPath } from '../../paths';
import { ListHeader, ListItemForm, type ListRecordFormProps } from '../screen-header';
import { HeaderRow } from '../../table';
import { useVenues, type UnsavedVenue, type VenueValues } from './use-venues';
import { DataError } from '../../data-error';

const FIELDS: [keyof VenueValues, string][] = [
  ['name', 'Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['region', 'Region'],
  ['postalCode', 'Postal code'],
  ['country', 'Country'],
  ['link', 'Link'],
  ['phone', 'Phone'],
  ['capacity', 'Capacity'],
];

const showCount = (n: number) => `${n} ${n === 1 ? 'show' : 'shows'}`;

/** The form of the venue being edited, or of a new one. */
function VenueForm({ editing, values, errors, onValues, onCancel, onSave }: ListRecordFormProps<Venue, VenueValues>) {
  return (
    <ListItemForm
      className="venue-form"
      heading={editing === 'new' ? 'New venue' : `Edit ${editing.name}`}
      onCancel={onCancel}
      onSave={onSave}
    >
      {FIELDS.map(([key, label]) => (
        <div className="field" key={key}>
          <label htmlFor={`venue-${key}`}>{label}</label>
          <input
            id={`venue-${key}`}
            value={values[key]}
            aria-invalid={Boolean(errors[key])}
            onChange={(e) => onValues({ ...values, [key]: e.target.value })}
          />
          {errors[key] && <p className="field-error">{errors[key]}</p>}
        </div>
      ))}
    </ListItemForm>
  );
}

/** The saved venues, each with its show count, Edit, Merge into another and Delete. */
function SavedVenues({
  venues,
  counts,
  onEdit,
  onMerge,
  onRemove,
}: {
  venues: Venue[];
  counts: Map<string, number>;
  onEdit: (venue: Venue) => void;
  onMerge: (venue: Venue, into: string) => void;
  onRemove: (venue: Venue) => void;
}) {
  const [mergeInto, setMergeInto] = useState<Record<string, string>>({});
  return (
    <table className="admin-table">
      <caption>Venues</caption>
      <HeaderRow labels={['Name', 'Place', 'Address', 'Shows', 'Actions']} />
      <tbody>
        {venues.map((venue) => (
          <tr key={venue._id}>
            <td>{venue.name}</td>
            <td>{locationText(venue)}</td>
            <td>{venue.address}</td>
            <td>{showCount(counts.get(venue._id) ?? 0)}</td>
            <td>
              <button type="button" onClick={() => onEdit(venue)}>
                Edit<span className="visually-hidden"> {venue.name}</span>
              </button>{' '}
              <label htmlFor={`merge-${venue._id}`} className="visually-hidden">
                Merge {venue.name} into
              </label>
              <select
                id={`merge-${venue._id}`}
                value={mergeInto[venue._id] ?? ''}
                onChange={(e) => setMergeInto({ ...mergeInto, [venue._id]: e.target.value })}
              >
                <option value="">Merge into…</option>
                {venues
                  .filter((other) => other._id !== venue._id)
                  .map((other) => (
                    <option key={other._id} value={other._id}>
                      {other.name}
                      {locationText(other) ? ` (${locationText(other)})` : ''}
                    </option>
                  ))}
              </select>{' '}
              <button
                type="button"
                disabled={!mergeInto[venue._id]}
                onClick={() => onMerge(venue, mergeInto[venue._id]!)}
              >
                Merge<span className="visually-hidden"> {venue.name}</span>
              </button>{' '}
              <button type="button" className="secondary" onClick={() => onRemove(venue)}>
                Delete<span className="visually-hidden"> {venue.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The venues shows name without a saved record, each offered to save as a venue. */
function UnsavedVenues({ unsaved, onSave }: { unsaved: UnsavedVenue[]; onSave: (u: UnsavedVenue) => void }) {
  return (
    <table className="admin-table">
      <caption>Venues of shows, not saved</caption>
      <HeaderRow labels={['Name', 'Place', 'Shows', 'Actions']} />
      <tbody>
        {unsaved.map((u) => (
          <tr key={u.key}>
            <td>{u.name}</td>
            <td>{u.location}</td>
            <td>{showCount(u.shows)}</td>
            <td>
              <button type="button" onClick={() => onSave(u)}>
                Save as a venue<span className="visually-hidden"> {u.name}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The saved venues: list, add, edit, merge two records of one room, delete one no
 * show names. A show at a venue follows its record at the next request.
 */
export function ViewVenues() {
  const path = useAdminPath();
  const screen = useVenues();
  const { editing, inUse } = screen;
  return (
    <section className="admin-screen">
      <ListHeader
        title="Venues"
        back={path()}
        add={
          <button type="button" onClick={() => screen.edit('new')}>
            Add Venue
          </button>
        }
      />
      <DataError reads={screen.reads} />
      {screen.message && (
        <p className="form-error" role="alert">
          {screen.message}
        </p>
      )}
      {editing && (
        <VenueForm
          editing={editing}
          values={screen.values}
          errors={screen.errors}
          onValues={screen.setValues}
          onCancel={screen.cancel}
          onSave={() => void screen.save()}
        />
      )}
      <SavedVenues
        venues={screen.venues}
        counts={inUse.counts}
        onEdit={screen.edit}
        onMerge={(venue, into) => void screen.merge(venue, into)}
        onRemove={(venue) => void screen.remove(venue)}
      />
      {inUse.unsaved.length > 0 ? <UnsavedVenues unsaved={inUse.unsaved} onSave={screen.saveUnsaved} /> : null}
    </section>
  );
}
