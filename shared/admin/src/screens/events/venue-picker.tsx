import { Link } from 'react-router-dom';
import { locationText, type Venue } from '@jazz/contracts';
import { useAdminPath } from '../../paths';
import type { EventFormApi } from './event-form-api';
import { DataError } from '../../data-error';
import { useVenuePicker } from './use-venue-picker';

/** ", Town, Region" or " (Town, Region)" after a venue's name, nothing without a place. */
const placeAfter = (venue: Venue, open: string, close = '') =>
  locationText(venue) ? `${open}${locationText(venue)}${close}` : '';

/**
 * Finds a saved venue by name or town and fills the show's venue fields from it
 * (the show then follows the venue's record); "New venue" types one instead.
 */
export function VenuePicker({ form, label }: { form: EventFormApi; label: string }) {
  const picker = useVenuePicker(form);
  const { query, matches, existing, pick } = picker;
  const typed = form.values.venue.trim();
  return (
    <fieldset className="venue-picker">
      <legend>{label}</legend>
      {form.values.venueId ? <ChosenVenue form={form} chosen={picker.chosen} onNew={picker.newVenue} /> : null}
      <div className="field">
        <label htmlFor="venue-search">Find a venue</label>
        <input
          id="venue-search"
          type="search"
          autoComplete="off"
          value={query}
          placeholder="Name or town"
          onChange={(e) => picker.setQuery(e.target.value)}
        />
      </div>
      <DataError reads={[picker.venuesRead]} />
      {matches.length > 0 && (
        <ul className="venue-matches" aria-label="Matching venues">
          {matches.map((venue) => (
            <li key={venue._id}>
              <button type="button" onClick={() => pick(venue)}>
                {venue.name}
                {placeAfter(venue, ' (', ')')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.trim() && matches.length === 0 && <p className="hint">No saved venue matches: type it below.</p>}
      {!form.values.venueId && existing && (
        <p>
          <button type="button" className="secondary" onClick={() => pick(existing)}>
            Use the saved venue “{existing.name}”{placeAfter(existing, ' (', ')')}
          </button>
        </p>
      )}
      {!form.values.venueId && typed && !existing && (
        <p>
          <button type="button" className="secondary" onClick={() => void picker.saveAsVenue()}>
            Save “{typed}” as a venue
          </button>
        </p>
      )}
      {picker.saveError && (
        <p className="field-error" role="alert">
          {picker.saveError}
        </p>
      )}
    </fieldset>
  );
}

/** The show's saved venue, with Edit venue and New venue. */
function ChosenVenue({ form, chosen, onNew }: { form: EventFormApi; chosen: Venue | undefined; onNew: () => void }) {
  const path = useAdminPath();
  return (
    <p className="venue-chosen">
      <strong>{chosen?.name ?? form.values.venue}</strong>
      {chosen ? placeAfter(chosen, ', ') : ''}: its details fill the fields below, which follow the saved venue.{' '}
      <Link to={`${path('view-venues')}?edit=${encodeURIComponent(form.values.venueId)}`}>Edit venue</Link>{' '}
      <button type="button" onClick={onNew}>
        New venue
      </button>
    </p>
  );
}
