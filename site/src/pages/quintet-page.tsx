import { QUINTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { QuintetData } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { EmbedFacade } from '../components/embed-facade';
import { FollowForm } from '../features/follow/follow-form';
import { ShowList } from '../components/show-list';
import { VideoList } from '../components/video-list';

/** SPEC.md section 2: the quintet's biography, photos, its shows and videos; text and media from its server group. */
export function QuintetPage() {
  const { events, now, group } = useLoaderData() as QuintetData;
  return (
    <article className="page group">
      <h1>{QUINTET.name}</h1>
      <BandBody name={QUINTET.name} group={group} />
      <ShowList events={events} now={now} base={QUINTET.path} />
      {group?.playlistUrl && (
        <>
          <h2>Listen</h2>
          <EmbedFacade title={`${QUINTET.name} playlist`} url={group.playlistUrl} />
        </>
      )}
      {group?.videos?.length ? (
        <>
          <h2>Videos</h2>
          <VideoList videos={group.videos} />
        </>
      ) : null}
      <FollowForm band={group?.name ?? QUINTET.name} />
    </article>
  );
}
