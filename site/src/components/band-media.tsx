import type { Group } from '@jazz/shared/contracts';
import { EmbedFacade } from './embed-facade';
import { VideoList } from './video-list';

/** A fixed band's playlist and videos, both from its server group (SPEC.md section 2). */
export function BandMedia({ name, group }: { name: string; group: Group | null }) {
  return (
    <>
      {group?.playlistUrl && (
        <>
          <h2>Listen</h2>
          <EmbedFacade title={`${name} playlist`} url={group.playlistUrl} />
        </>
      )}
      {group?.videos?.length ? (
        <>
          <h2>Videos</h2>
          <VideoList videos={group.videos} />
        </>
      ) : null}
    </>
  );
}
