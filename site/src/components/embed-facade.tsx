import { toEmbed } from '@jazz/contracts/embed';
import { useState, type MouseEvent } from 'react';
import { plainClick } from '../lib/plain-click';

/** Players shorter than this get the one-row preview, so the preview is no taller than the player. */
const COMPACT_BELOW = 200;

/**
 * A lightweight preview of a third-party player: the iframe (and its scripts, cookies and
 * weight) loads only when the visitor asks for it. `url` is the address the owner saved
 * (a YouTube, Vimeo, Bandcamp, Spotify or SoundCloud page or embed address). The player's
 * address is computed here, on the server as in the browser, and is in the page's HTML
 * (`data-src`): the click only inserts the iframe. The preview is a link to the provider's own
 * page of the video (`page`: a YouTube watch page, a Vimeo page), so without script it still
 * plays, there; a plain click with script is the player here. On a page of islands,
 * islands/embeds.ts does that click's work.
 */
export function EmbedFacade({ title, url }: { title: string; url: string }) {
  const [active, setActive] = useState(false);
  const embed = toEmbed(url);
  // the API accepts only player addresses; anything else is not shown rather than framed
  if (!embed) return null;
  const kind = embed.kind === 'video' ? 'video' : 'playlist';
  const player = embed.kind === 'player';
  const height = embed.height ?? 380;
  const compact = player && height < COMPACT_BELOW;
  // each provider's player at its own size; the preview may grow past a slim player's height
  // (never clipping its words) until the player replaces it
  const style = player ? { [active ? 'height' : 'minHeight']: height, maxWidth: embed.maxWidth } : undefined;
  const className = `embed embed-${kind} embed-${embed.provider.toLowerCase()}${compact ? ' embed-compact' : ''}`;
  if (active)
    return (
      <div className={className} style={style} data-src={embed.src}>
        <iframe src={embed.src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" />
      </div>
    );
  return (
    <div className={className} style={style} data-src={embed.src} data-title={title}>
      <a
        className="facade"
        href={embed.page}
        rel="noopener"
        data-hold=""
        onClick={(event: MouseEvent) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          setActive(true);
        }}
      >
        <span className="facade-play" aria-hidden="true">
          ▶
        </span>
        <span className="facade-text">
          <span className="facade-title">
            <span className="sr-only">Play </span>
            {title}
          </span>
          <span className="facade-note">Loads a player from {embed.host}</span>
        </span>
      </a>
    </div>
  );
}
