import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EVENTS_VIEWS, eventsViewOf, type EventsView } from './event-filter';

/**
 * The list's view and search, kept in the address (?when=past|all, ?q=...) so a reload, Back
 * and a shared link show the same rows. Upcoming has no parameter, as on /shows.
 */
export function useEventsFilter() {
  const [params, setParams] = useSearchParams();
  const view = eventsViewOf(params.get('when'));
  // the typed text lives here: the address follows it, so the caret never waits on the router
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const update = (next: { when?: EventsView; q?: string }, replace: boolean) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next.when !== undefined) {
          if (next.when === 'upcoming') out.delete('when');
          else out.set('when', next.when);
        }
        if (next.q !== undefined) {
          if (next.q) out.set('q', next.q);
          else out.delete('q');
        }
        return out;
      },
      { replace, preventScrollReset: true },
    );
  return {
    view,
    query,
    setView: (when: EventsView) => update({ when }, false),
    setQuery: (q: string) => {
      setQuery(q);
      update({ q }, true);
    },
  };
}

interface EventsFilterProps {
  view: EventsView;
  query: string;
  onView: (view: EventsView) => void;
  onQuery: (query: string) => void;
}

/** Upcoming / Past / All as toggle buttons (aria-pressed, like the public lists), and a labelled search. */
export function EventsFilter({ view, query, onView, onQuery }: EventsFilterProps) {
  const searchId = useId();
  return (
    <div className="admin-list-tools">
      <div className="admin-toggle" role="group" aria-label="Which events to list">
        {EVENTS_VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="secondary"
            aria-pressed={view === option.value}
            onClick={() => onView(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="field admin-search">
        <label htmlFor={searchId}>Search events</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Title, band, venue or location"
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
    </div>
  );
}
