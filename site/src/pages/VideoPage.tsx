import { EmbedFacade } from '../components/EmbedFacade';
import type { Embed } from '../content/types';
import { VIDEOS } from '../content/media';

export function VideoList({ videos }: { videos: Embed[] }) {
  return (
    <div className="videos">
      {videos.map((video) => (
        <figure className="video" key={video.url}>
          <EmbedFacade embed={video} kind="video" />
          <figcaption>
            <strong>{video.title}</strong>
            {video.caption && <span> {video.caption}</span>}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function VideoPage() {
  return (
    <div className="page">
      <h1>Video</h1>
      <VideoList videos={VIDEOS} />
    </div>
  );
}
