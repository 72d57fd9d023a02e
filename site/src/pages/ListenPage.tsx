import { EmbedFacade } from '../components/EmbedFacade';
import { AUDIO, PLAYLISTS } from '../content/media';

export function ListenPage() {
  return (
    <div className="page">
      <h1>Listen</h1>
      <section aria-labelledby="tracks">
        <h2 id="tracks">Tracks</h2>
        {AUDIO.map((clip) => (
          <figure className="track" key={clip.src}>
            <figcaption>{clip.title}</figcaption>
            <audio controls preload="none">
              <source src={clip.src} type={clip.type} />
              <a href={clip.src}>Download {clip.title}</a>
            </audio>
          </figure>
        ))}
      </section>
      <section aria-labelledby="playlists">
        <h2 id="playlists">Playlists</h2>
        {PLAYLISTS.map((playlist) => (
          <EmbedFacade key={playlist.url} embed={playlist} kind="playlist" />
        ))}
      </section>
    </div>
  );
}
