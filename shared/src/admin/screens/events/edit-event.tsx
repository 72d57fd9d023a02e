import { eventDataSchema, type Event } from '../../../contracts';
import { UpdateConflict, type ConflictField } from '../../conflict-dialog';
import { useForm } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useBackToList, useListPath } from '../../list-return';
import { eventDataOf } from '../../stores';
import { formatInZone } from '../../timezone';
import { useRecordToEdit, useUpdate } from '../../use-record';
import { RecordState } from '../record-state';
import { ShowNumbersLine } from '../stats/show-numbers';
import { EventForm, type EventValues } from './event-form';

const valuesOf = (event: Event): EventValues => {
  const data = eventDataOf(event);
  return {
    title: data.title ?? '',
    group: data.group,
    groupLink: data.groupLink ?? '',
    venue: data.venue,
    venueLink: data.venueLink ?? '',
    location: data.location ?? '',
    address: data.address ?? '',
    ticketsLink: data.ticketsLink ?? '',
    startDate: data.startDate,
    timeText: data.timeText ?? '',
    status: data.status ?? 'scheduled',
    description: data.description ?? '',
  };
};

export function EditEvent() {
  const { api } = useAdminHost();
  const list = useListPath('view-events');
  const { record, failed } = useRecordToEdit((id) => api.events.get(id));
  return (
    <section className="admin-screen">
      <h1>Edit Event</h1>
      {record ? <ShowNumbersLine id={record._id} /> : null}
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
  const conflictFields: ConflictField[] = [
    { key: 'title', label: 'Title' },
    { key: 'group', label: 'Group' },
    { key: 'groupLink', label: 'Group Link' },
    { key: 'venue', label: 'Venue' },
    { key: 'venueLink', label: 'Venue Link' },
    { key: 'location', label: 'Location' },
    { key: 'address', label: 'Address' },
    { key: 'ticketsLink', label: 'Tickets Link' },
    { key: 'startDate', label: 'Start Date & Time', format: (v) => formatInZone(String(v ?? ''), timezone) },
    { key: 'timeText', label: 'Time Text' },
    { key: 'status', label: 'Status' },
    { key: 'description', label: 'Description' },
  ];

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
