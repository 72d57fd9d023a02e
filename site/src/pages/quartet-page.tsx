import { QUARTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { BandData } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { EmbedFacade } from '../components/embed-facade';
import { FollowForm } from '../features/follow/follow-form';
import { VideoList } from '../components/video-list';

/** SPEC.md section 2: the quartet's biography, photos and playlist; all of it from its server group. */
export function QuartetPage() {
  const { group } = useLoaderData() as BandData;
  return (
    <article className="page group">
      <h1>{QUARTET.name}</h1>
      <BandBody name={QUARTET.name} group={group} />
      {group?.playlistUrl && (
        <>
          <h2>Listen</h2>
          <EmbedFacade title={`${QUARTET.name} playlist`} url={group.playlistUrl} />
        </>
      )}
      {group?.videos?.length ? (
        <>
          <h2>Videos</h2>
          <VideoList videos={group.videos} />
        </>
      ) : null}
      <FollowForm band={group?.name ?? QUARTET.name} />
    </article>
  );
}
