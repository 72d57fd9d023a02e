import { useState } from 'react';
import { eventDataSchema } from '../../../contracts';
import { useForm } from '../../../forms/use-form';
import { useAdminHost } from '../../host';
import { useBackToList } from '../../list-return';
import { useSave } from '../../use-record';
import { EventForm, emptyEvent } from './event-form';
import { noRepeat, RepeatFields, ruleOf, seriesDataOf, type RepeatChoice } from './repeat-fields';

export function AddEvent() {
  const { api, timezone } = useAdminHost();
  const backToList = useBackToList('view-events');
  const form = useForm(eventDataSchema, emptyEvent, { draftKey: 'add-event' });
  const saving = useSave(form);
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);

  function submit() {
    const rule = ruleOf(repeat, form.values, timezone);
    // a repeating show is a series: one event per date, made by the server
    if (rule) return saving.run((data, options) => api.series.create(seriesDataOf(data, rule), options), backToList);
    return saving.run((data, options) => api.events.create(data, options), backToList);
  }

  return (
    <section className="admin-screen">
      <h1>Add Event</h1>
      <EventForm
        form={form}
        submitLabel="Add"
        onSubmit={() => void submit()}
        onBack={backToList}
        dates={<RepeatFields choice={repeat} onChange={setRepeat} values={form.values} timeZone={timezone} />}
      />
    </section>
  );
}
