import { QUARTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { quartetLoader } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { CalendarLinks } from '../components/calendar-links';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/** docs/product.md: the quartet's biography, photos and playlist, and its shows, as the quintet's page. */
export function QuartetPage() {
  const { events, now, group } = useLoaderData<typeof quartetLoader>();
  return (
    <article className="page group">
      <h1>{QUARTET.name}</h1>
      <BandBody name={QUARTET.name} group={group}>
        <ShowList events={events} now={now} base={QUARTET.path} />
      </BandBody>
      <CalendarLinks path={`${QUARTET.path}.ics`} title={`${group?.name ?? QUARTET.name} shows in your calendar`} />
      <FollowForm band={group?.name ?? QUARTET.name} />
    </article>
  );
}
