import { groupPath } from '@jazz/contracts/bands';
import type { Group } from '@jazz/contracts';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { EmbedFacade } from './embed-facade';
import { GroupImages } from './group-images';
import { Paragraphs } from './paragraphs';
import { VideoList } from './video-list';

/**
 * The body of every band page (the fixed ones, from the server group of that name, and
 * /groups/{id}): its description and images, what the page adds (the band's shows), then the
 * band extras (playlist, videos).
 * With no such group (deleted or renamed in the admin), the page says so instead of inventing text.
 */
export function BandBody({
  name,
  group,
  children,
  imagesFirst = false,
}: {
  name: string;
  group: Group | null;
  children?: ReactNode;
  /** docs/product.md's /groups/{id}: the images stacked under the name, then the description. */
  imagesFirst?: boolean;
}) {
  const description = group && <Paragraphs text={group.description} className="group-description" />;
  return (
    <>
      {group ? (
        <>
          {imagesFirst ? null : description}
          <GroupImages name={name} images={group.images} />
          {imagesFirst ? description : null}
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
