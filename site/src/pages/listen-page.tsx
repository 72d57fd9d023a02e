import type { PageLoader } from './page-loader';
import { useLoaderData } from 'react-router-dom';
import { EmbedFacade } from '../components/embed-facade';

export function ListenPage() {
  const { tracks, playlists } = useLoaderData<PageLoader<'listen'>>();
  return (
    <div className="page">
      <h1>Listen</h1>
      {tracks.length > 0 && (
        <section aria-labelledby="tracks">
          <h2 id="tracks">Tracks</h2>
          {tracks.map((track, i) => (
            <figure className="track" key={i}>
              <figcaption>{track.title}</figcaption>
              <audio controls preload="none" src={track.audio}>
                <a href={track.audio}>Download {track.title}</a>
              </audio>
            </figure>
          ))}
        </section>
      )}
      {playlists.length > 0 && (
        <section aria-labelledby="playlists">
          <h2 id="playlists">Playlists</h2>
          {playlists.map((playlist, i) => (
            <EmbedFacade key={i} title={playlist.title} url={playlist.url} />
          ))}
        </section>
      )}
    </div>
  );
}
