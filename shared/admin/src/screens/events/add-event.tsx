import { useLocation } from 'react-router-dom';
import { useState } from 'react';
import { eventDataSchema, type Booking } from '@jazz/contracts';
import { dealOfBooking } from '@jazz/contracts/money';
import { useForm } from '@jazz/client/forms/use-form';
import { useAdminHost } from '../../host';
import { useBackToList } from '../../list-return';
import { useSave } from '../../use-record';
import { EventForm, emptyEvent } from './event-form';
import { noRepeat, RepeatFields, ruleOf, seriesDataOf, skippedEvents, type RepeatChoice } from './repeat-fields';

export function AddEvent() {
  const { api, timezone } = useAdminHost();
  const backToList = useBackToList('view-events');
  // "Add as show" on a booking request opens this form prefilled (band, date, venue)
  // the router types navigation state as any: this is what the booking screen hands over
  const state: {
    prefill?: Partial<typeof emptyEvent> & { bookingId?: string };
    booking?: Booking;
  } | null = useLocation().state;
  const prefill = state?.prefill;
  const { bookingId, ...fields } = prefill ?? {};
  const form = useForm(eventDataSchema, prefill ? { ...emptyEvent, ...fields } : emptyEvent, {
    draftKey: bookingId ? `add-event:booking-${bookingId}` : 'add-event',
  });
  const saving = useSave(form);
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);

  // the request a show was added from reads "Booked" (its status confirmed) once the show exists
  const booking = state?.booking;
  async function markBooked() {
    if (!booking || booking.status === 'confirmed') return;
    await api.bookings.update(booking._id, booking, { status: 'confirmed', notes: booking.notes }).catch((error) => {
      // the show is saved; the request's status is the admin's to set by hand then
      console.error('Could not mark the booking request as booked', error);
    });
  }

  // a show made from a booking request takes its buyer into the deal (its own money record)
  async function fillBuyer(target: { eventId: string } | { seriesId: string }) {
    if (!booking) return;
    const deal = dealOfBooking(booking);
    const filled =
      'seriesId' in target
        ? api.money.series(target.seriesId).then((current) => api.money.updateSeries(target.seriesId, current, deal))
        : api.money
            .read(target.eventId)
            .then((current) => api.money.update(target.eventId, current, { ...current, deal }));
    await filled.catch((error) => console.error('Could not fill the buyer from the booking request', error));
  }

  function submit() {
    const rule = ruleOf(repeat, form.values, timezone);
    // a repeating show is a series: one event per date, made by the server
    if (rule)
      return saving.run(async (data, options) => {
        const series = await api.series.create(seriesDataOf(data, rule), options);
        // the dates ticked "Skip" in the list: deleted alone, they stay away when the series grows
        for (const id of skippedEvents(series.events ?? [], repeat.skip, timezone)) await api.events.remove(id);
        await fillBuyer({ seriesId: series._id });
        await markBooked();
      }, backToList);
    return saving.run(async (data, options) => {
      const created = await api.events.create(data, options);
      await fillBuyer({ eventId: created._id });
      await markBooked();
    }, backToList);
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
