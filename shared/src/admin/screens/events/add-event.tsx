import { useNavigate } from 'react-router-dom';
import { formErrors } from '../../../api-client';
import { useForm } from '../../forms/use-form';
import { useAdminHost } from '../../host';
import { useAdminPath } from '../../paths';
import { EventForm, emptyEvent, validateEvent } from './event-form';

export function AddEvent() {
  const { api } = useAdminHost();
  const path = useAdminPath();
  const navigate = useNavigate();
  const form = useForm(emptyEvent, { draftKey: 'add-event' });

  async function submit() {
    const data = validateEvent(form);
    if (!data) return;
    try {
      await api.events.create(data);
      form.saved();
      navigate(path('view-events'));
    } catch (error) {
      form.setErrors(formErrors(error));
    }
  }

  return (
    <section className="admin-screen">
      <h1>Add Event</h1>
      <EventForm
        form={form}
        submitLabel="Add"
        onSubmit={() => void submit()}
        onBack={() => navigate(path('view-events'))}
      />
    </section>
  );
}
