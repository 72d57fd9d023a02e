import { bandCalendarPath } from '@jazz/contracts/bands';
import { useLoaderData } from 'react-router-dom';
import type { groupLoader } from './group-loader';
import { BandBody } from '../components/band-body';
import { CalendarLinks } from '../components/calendar-links';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/** docs/product.md: a band's page, its description, images, shows, playlist and videos (rendered on the server). */
export function GroupPage() {
  const data = useLoaderData<typeof groupLoader>();
  const { group } = data;
  if (!group)
    return (
      <div className="page">
        <h1>Band not found</h1>
        <p>This band is not listed any more.</p>
      </div>
    );
  // the same parts as the fixed band pages: description, images, shows, playlist, videos
  return (
    <article className="page group">
      <h1>{group.name}</h1>
      <BandBody name={group.name} group={group} imagesFirst>
        <ShowList shows={data} base={`/groups/${encodeURIComponent(group._id)}`} />
      </BandBody>
      <CalendarLinks path={bandCalendarPath(group)} title={`${group.name} shows in your calendar`} />
      <FollowForm band={group.name} />
    </article>
  );
}
