import { useNavigate } from 'react-router-dom';
import { useForm } from '../../forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { useSave } from '../../use-record';
import { EventForm, emptyEvent, validateEvent } from './event-form';

export function AddEvent() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(emptyEvent, { draftKey: 'add-event' });

  const saving = useSave(form);

  function submit() {
    const data = validateEvent(form);
    if (!data) return;
    return saving.run(
      (options) => api.events.create(data, options).then(() => true),
      () => navigate(path('view-events')),
    );
  }

  return (
    <section className="admin-screen">
      <h1>Add Event</h1>
      <EventForm
        form={form}
        submitLabel="Add"
        onSubmit={() => void submit()}
        onBack={() => navigate(path('view-events'))}
        busy={saving.busy}
      />
    </section>
  );
}
