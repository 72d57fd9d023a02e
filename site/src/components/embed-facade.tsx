import { toEmbed } from '@jazz/shared/embed';
import { useState } from 'react';

/**
 * A lightweight preview of a third-party player: the iframe (and its scripts, cookies and
 * weight) loads only when the visitor asks for it. `url` is the address the owner saved
 * (a YouTube, Vimeo, Bandcamp, Spotify or SoundCloud page or embed address).
 */
export function EmbedFacade({ title, url }: { title: string; url: string }) {
  const [active, setActive] = useState(false);
  const embed = toEmbed(url);
  // the API accepts only player addresses; anything else is not shown rather than framed
  if (!embed) return null;
  const kind = embed.kind === 'video' ? 'video' : 'playlist';
  const style = embed.kind === 'player' ? { height: embed.height ?? 380 } : undefined;
  if (active)
    return (
      <div className={`embed embed-${kind}`} style={style}>
        <iframe src={embed.src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
      </div>
    );
  return (
    <div className={`embed embed-${kind}`} style={style}>
      <button type="button" className="facade" onClick={() => setActive(true)}>
        <span className="facade-play" aria-hidden="true">
          ▶
        </span>
        <span className="facade-title">
          <span className="sr-only">Play </span>
          {title}
        </span>
        <span className="facade-note">Loads a player from {embed.host}</span>
      </button>
    </div>
  );
}
