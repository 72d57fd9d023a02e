import { EVENT_CONFLICT_FIELDS, eventDataSchema, eventValuesOf, showEventValue, type Event } from '../../../contracts';
import { UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { useForm } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useBackToList, useListPath } from '../../list-return';
import { formatInZone } from '../../timezone';
import { useRecordToEdit, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { EventForm, type EventValues } from './event-form';

const valuesOf = (event: Event): EventValues => eventValuesOf(event);

export function EditEvent() {
  const { api } = useAdminHost();
  const list = useListPath('view-events');
  const { record, failed } = useRecordToEdit((id) => api.events.get(id));
  return (
    <section className="admin-screen">
      <h1>Edit Event</h1>
      {record ? <EditEventForm event={record} /> : <RecordState failed={failed} back={list} />}
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

  return (
    <EventForm
      form={form}
      submitLabel="Save"
      onSubmit={() => void update.save()}
      onBack={backToList}
      descriptionRequired
    >
      <UpdateConflict update={update} fields={conflictFields} mine={form.values} />
    </EventForm>
  );
}
