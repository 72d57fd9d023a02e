import { useState } from 'react';
import {
  describeRepeat,
  EVENT_CONFLICT_FIELDS,
  eventDataSchema,
  eventValuesOf,
  showEventValue,
  type Event,
  type Series,
} from '@jazz/contracts';
import { timeOfDay } from '@jazz/contracts/time';
import { seriesDataOf } from './repeat-fields';
import { UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useBackToList, useListPath } from '../../list-return';
import { formatInZone } from '../../timezone';
import { useRecordToEdit, useSave, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { DataError } from '../../data-error';
import { useData } from '../../use-data';
import { ShowNumbersLine } from '../stats/show-numbers';
import { EventForm, type EventValues } from './event-form';
import { MoneySection } from '../money/money-section';
import { BandSection } from '../calls/band-section';
import './private-marker.css';

const valuesOf = (event: Event): EventValues => eventValuesOf(event);

type SeriesScope = 'this' | 'following' | 'all';

/** "19:00": an instant's local time in the site's zone. */
function localTime(iso: string, timeZone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return timeOfDay(iso, timeZone);
}

/** Editing a date of a series: which dates the change is for. */
function SeriesScopeField({
  scope,
  onChange,
  series,
}: {
  scope: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  series: Series | null;
}) {
  const options: [SeriesScope, string][] = [
    ['this', 'This show'],
    ['following', 'This and following'],
    ['all', 'All'],
  ];
  return (
    <fieldset className="series-scope">
      <legend>
        This show is a date of a series{series ? ` (${describeRepeat(series.repeat)})` : ''}. Save the changes for:
      </legend>
      {options.map(([value, label]) => (
        <label key={value} className="field-checkbox">
          <input
            type="radio"
            name="series-scope"
            value={value}
            checked={scope === value}
            disabled={value !== 'this' && !series}
            onChange={() => onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export function EditEvent() {
  const list = useListPath('view-events');
  const read = useRecordToEdit('the event', (api, id) => api.events.get(id));
  const record = read.data;
  return (
    <section className="admin-screen">
      <h1>
        Edit Event
        {/* a private show is on no public page: said where he edits it, not only in a check box */}
        {record?.private ? <span className="private-marker">Private</span> : null}
      </h1>
      {record ? <ShowNumbersLine id={record._id} /> : null}
      {record ? <EditEventForm event={record} /> : <RecordState read={read} back={list} />}
      {/* the show's money: its own record and routes (never in the events' answers), its own button */}
      {/* the chairs called for the show (docs/calls.md): its own requests, apart from Save */}
      {record ? <BandSection eventId={record._id} /> : null}
      {record ? <MoneySection eventId={record._id} startDate={record.startDate} seriesId={record.seriesId} /> : null}
    </section>
  );
}

function EditEventForm({ event }: { event: Event }) {
  const { api, timezone } = useAdminHost();
  const backToList = useBackToList('view-events');
  const form = useForm(eventDataSchema, valuesOf(event), { draftKey: `edit-event:${event._id}` });
  const update = useUpdate({
    record: event,
    form,
    valuesOf,
    send: (comparator, data, options) => api.events.update(event._id, comparator, data, options),
    onSaved: backToList,
  });
  const conflictFields: ConflictField[] = EVENT_CONFLICT_FIELDS.map(({ key, label, display }) => ({
    key,
    label,
    format: (value) => showEventValue(display, value, (iso) => formatInZone(iso, timezone)),
  }));

  const [scope, setScope] = useState<SeriesScope>('this');
  // until the series is read, only "This show" can be chosen; a failed read says so, with Retry
  const seriesRead = useData('the series of this show', event.seriesId ? [event.seriesId] : null, (client) =>
    client.series.get(event.seriesId!),
  );
  const series = seriesRead.data ?? null;
  const saving = useSave(form);

  function save() {
    if (scope === 'this' || !series) return void update.save();
    // "This and following" / "All": the series' template takes the form's fields, its rule
    // keeps its days and takes the new start (and end) time
    const { events: _events, _id, id: _id2, updatedAt: _updated, ...comparator } = series;
    const rule = {
      repeat: series.repeat,
      startTime: localTime(form.values.startDate, timezone) || series.startTime,
      endTime: form.values.endDate ? localTime(form.values.endDate, timezone) : series.endTime,
      from: series.from,
      until: series.until,
      count: series.count,
    };
    void saving.run(
      (data, options) =>
        api.series.update(
          _id,
          comparator,
          seriesDataOf(data, rule),
          scope === 'following' ? event._id : undefined,
          options,
        ),
      backToList,
    );
  }

  return (
    <EventForm
      form={form}
      submitLabel="Save"
      onSubmit={save}
      onBack={backToList}
      descriptionRequired
      show={{ _id: event._id, seriesId: event.seriesId }}
      dates={
        event.seriesId ? (
          <>
            <SeriesScopeField scope={scope} onChange={setScope} series={series} />
            <DataError reads={[seriesRead]} />
          </>
        ) : null
      }
    >
      <UpdateConflict update={update} fields={conflictFields} mine={form.values} />
    </EventForm>
  );
}
