import { useState } from 'react';
import type { Embed } from '../content/types';

/**
 * A lightweight preview of a third-party player: the iframe (and its scripts, cookies and
 * weight) loads only when the visitor asks for it.
 */
export function EmbedFacade({ embed, kind }: { embed: Embed; kind: 'video' | 'playlist' }) {
  const [active, setActive] = useState(false);
  const host = new URL(embed.url).hostname.replace(/^www\./, '');
  const style = kind === 'playlist' ? { height: embed.height ?? 380 } : undefined;
  if (active)
    return (
      <div className={`embed embed-${kind}`} style={style}>
        <iframe src={embed.url} title={embed.title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
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
          {embed.title}
        </span>
        <span className="facade-note">Loads a player from {host}</span>
      </button>
    </div>
  );
}
