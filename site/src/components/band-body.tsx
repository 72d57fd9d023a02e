import { groupPath } from '@jazz/shared/bands';
import type { Group } from '@jazz/shared/contracts';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { EmbedFacade } from './embed-facade';
import { GroupImages } from './group-images';
import { Paragraphs } from './paragraphs';
import { VideoList } from './video-list';

/**
 * The body of a fixed band page, from the server group of that name: its description and
 * images, what the page adds (the quintet's shows), then the band extras (playlist, videos).
 * With no such group (deleted or renamed in the admin), the page says so instead of inventing text.
 */
export function BandBody({ name, group, children }: { name: string; group: Group | null; children?: ReactNode }) {
  return (
    <>
      {group ? (
        <>
          <Paragraphs text={group.description} className="group-description" />
          <GroupImages name={name} images={group.images} />
        </>
      ) : (
        <p>This band has no page text yet.</p>
      )}
      {children}
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
      {group && (
        <p className="press-link">
          <Link to={`${groupPath(group)}/press`}>Press kit and booking</Link>
        </p>
      )}
    </>
  );
}
