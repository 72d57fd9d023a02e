import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PeriodFields } from '../../fields/period-fields';
import { EVENT_STATUSES, type EventStatus } from '@jazz/contracts/show-words';
import { isOneOf } from '@jazz/contracts/typed';
import { EVENTS_VIEWS, eventsViewOf, type EventsView } from './event-filter';

/** The narrowing fields beside the search, each a query parameter of GET /api/events. */
export interface EventsNarrowing {
  /** A band's name; '' for any. */
  group: string;
  status: EventStatus | '';
  /** Days (YYYY-MM-DD, inclusive, in the site's zone); '' for open. */
  from: string;
  to: string;
}

const NARROWING_KEYS = ['group', 'status', 'from', 'to'] as const;
const isStatus = (value: string): value is EventStatus => isOneOf(EVENT_STATUSES, value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's view and search, kept in the address (?when=past|all, ?q=...) so a reload, Back
 * and a shared link show the same rows. Upcoming has no parameter, as on /shows.
 */
export function useEventsFilter() {
  const [params, setParams] = useSearchParams();
  const view = eventsViewOf(params.get('when'));
  // the typed text lives here: the address follows it, so the caret never waits on the router
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const status = params.get('status') ?? '';
  const narrowing: EventsNarrowing = {
    group: params.get('group') ?? '',
    status: isStatus(status) ? status : '',
    from: DAY.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DAY.test(params.get('to') ?? '') ? params.get('to')! : '',
  };
  // React Router hands setParams's updater the address of the last render, and it commits a
  // new address in a transition: a band and then a status chosen before that render (a slow
  // phone) would each start from the old address, and the status would drop the band. Each
  // change starts from the one before it until the router has rendered an address of its own.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const update = (next: { when?: EventsView; q?: string } & Partial<EventsNarrowing>, replace: boolean) => {
    const base = pending.current?.from === params ? pending.current.next : params;
    const out = new URLSearchParams(base);
    if (next.when !== undefined) {
      if (next.when === 'upcoming') out.delete('when');
      else out.set('when', next.when);
    }
    if (next.q !== undefined) {
      if (next.q) out.set('q', next.q);
      else out.delete('q');
    }
    for (const key of NARROWING_KEYS) {
      const value = next[key];
      if (value === undefined) continue;
      if (value) out.set(key, value);
      else out.delete(key);
    }
    pending.current = { from: params, next: out };
    setParams(out, { replace, preventScrollReset: true });
  };
  return {
    view,
    query,
    narrowing,
    setNarrowing: (next: Partial<EventsNarrowing>) => update(next, false),
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
  /** Band, status and date range, when the list offers them. */
  narrowing?: EventsNarrowing;
  onNarrowing?: (next: Partial<EventsNarrowing>) => void;
  /** The bands to choose from (their current names). */
  bands?: string[];
}

const STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: 'Scheduled',
  cancelled: 'Cancelled',
  postponed: 'Postponed',
  rescheduled: 'Rescheduled',
};

/**
 * Upcoming / Past / All as toggle buttons (aria-pressed, like the public lists), a labelled
 * search, and the band, status and date range.
 */
export function EventsFilter({ view, query, onView, onQuery, narrowing, onNarrowing, bands = [] }: EventsFilterProps) {
  const searchId = useId();
  const fieldId = useId();
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
      {narrowing && onNarrowing && (
        <>
          <div className="field admin-narrow">
            <label htmlFor={`${fieldId}-band`}>Band</label>
            <select
              id={`${fieldId}-band`}
              value={narrowing.group}
              onChange={(e) => onNarrowing({ group: e.target.value })}
            >
              <option value="">Any band</option>
              {[...new Set([...bands, ...(narrowing.group ? [narrowing.group] : [])])].map((band) => (
                <option key={band} value={band}>
                  {band}
                </option>
              ))}
            </select>
          </div>
          <div className="field admin-narrow">
            <label htmlFor={`${fieldId}-status`}>Status</label>
            <select
              id={`${fieldId}-status`}
              value={narrowing.status}
              onChange={(e) => onNarrowing({ status: isStatus(e.target.value) ? e.target.value : '' })}
            >
              <option value="">Any status</option>
              {EVENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <PeriodFields id={fieldId} period={narrowing} onChange={onNarrowing} className="field admin-narrow" />
        </>
      )}
    </div>
  );
}
