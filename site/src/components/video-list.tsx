import type { Video } from '@jazz/contracts';
import { EmbedFacade } from './embed-facade';

/** Videos behind click-to-load previews, each with its title and caption. */
export function VideoList({ videos }: { videos: readonly Pick<Video, 'title' | 'url' | 'caption'>[] }) {
  return (
    <div className="videos">
      {videos.map((video, i) => (
        <figure className="video" key={i}>
          <EmbedFacade title={video.title} url={video.url} />
          <figcaption>
            <strong>{video.title}</strong>
            {video.caption && <span> {video.caption}</span>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
