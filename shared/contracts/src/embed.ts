/**
 * Third-party players the site shows behind a click-to-load facade. The owner pastes the
 * address he sees in his browser or the one from a "Share > Embed" box; `toEmbed` turns either
 * into the iframe address, so the site and the admin forms agree on what is accepted.
 * Pure functions (the WHATWG URL is in browsers and Node alike).
 */

export const EMBED_PROVIDERS = ['YouTube', 'Vimeo', 'Bandcamp', 'Spotify', 'SoundCloud'] as const;
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number];

/** Videos are shown in a 16:9 box; players (playlists, albums, tracks) at their provider's size. */
export type EmbedKind = 'video' | 'player';

export interface EmbedInfo {
  provider: EmbedProvider;
  kind: EmbedKind;
  /** The iframe address, loaded only after the visitor asks for it. */
  src: string;
  /**
   * The provider's own page of the video, playlist or track (a YouTube watch or playlist page, a
   * Vimeo page): the facade is a link to it, so a visitor without script can still watch.
   */
  page: string;
  /** The host the facade names ("Loads a player from youtube-nocookie.com"). */
  host: string;
  /** Height in CSS pixels for players; videos use their 16:9 box. */
  height?: number;
  /** Widest the player is made for (Bandcamp's big-artwork card); full width when absent. */
  maxWidth?: number;
}

/** Which providers a field accepts: videos are films; playlists may be any player. */
export const VIDEO_PROVIDERS: readonly EmbedProvider[] = ['YouTube', 'Vimeo'];
export const PLAYLIST_PROVIDERS: readonly EmbedProvider[] = EMBED_PROVIDERS;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const YOUTUBE_LIST = /^[A-Za-z0-9_-]{6,64}$/;
const SPOTIFY_TYPES = new Set(['track', 'album', 'playlist', 'artist', 'episode', 'show']);
const SPOTIFY_ID = /^[A-Za-z0-9]{10,40}$/;

const IFRAME_SRC = /^<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))[^>]*>/i;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * What the owner pasted, as an address: the `src` of a Share / Embed `<iframe ...>` code (a
 * provider's own embed code, copied whole), else the text itself. Validation then judges the
 * address as any other, so a pasted code of a provider the field does not take is refused.
 */
export function embedAddressOf(input: string): string {
  const text = input.trim();
  const match = IFRAME_SRC.exec(text);
  if (!match) return text;
  const src = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  const absolute = src.startsWith('//') ? `https:${src}` : src;
  return absolute.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

/** A Bandcamp album or track page (artist.bandcamp.com/album/x): the server looks up its player. */
export function isBandcampPage(input: string): boolean {
  const url = parse(input);
  if (!url) return false;
  const parts = segments(url);
  return (
    /^[a-z0-9-]+\.bandcamp\.com$/i.test(url.hostname) &&
    !/^(www|m)\./i.test(url.hostname) &&
    parts.length === 2 &&
    (parts[0] === 'album' || parts[0] === 'track')
  );
}

function parse(input: string): URL | null {
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.username || url.password ? null : url;
  } catch {
    return null;
  }
}

/** YouTube's `t=42s`, `t=42` or `t=1m2s` (also `start=42`) in whole seconds; 0 for none. */
function startSeconds(value: string | null): number {
  const match = value?.trim().match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i);
  if (!match) return 0;
  const [, h = '0', m = '0', sec = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(sec);
}

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtube(url: URL): EmbedInfo | null {
  const host = bareHost(url);
  const parts = segments(url);
  let id: string | undefined;
  const list = url.searchParams.get('list') ?? undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') && parts[1])
      id = parts[1] === 'videoseries' ? undefined : parts[1];
    else if (parts[0] !== 'playlist') return null;
  } else return null;
  let src: string;
  let page: string;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  if (id && YOUTUBE_ID.test(id)) {
    src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`;
    page = `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`;
  } else if (!id && list && YOUTUBE_LIST.test(list)) {
    src = `https://www.youtube-nocookie.com/embed/videoseries?list=${list}&autoplay=1`;
    page = `https://www.youtube.com/playlist?list=${list}`;
  } else return null;
  return { provider: 'YouTube', kind: 'video', src, page, host: 'youtube-nocookie.com' };
}

function vimeo(url: URL): EmbedInfo | null {
  const host = bareHost(url);
  const parts = segments(url);
  let id: string | undefined;
  if (host === 'vimeo.com') id = parts.find((part) => /^\d+$/.test(part));
  else if (host === 'player.vimeo.com' && parts[0] === 'video') id = parts[1];
  if (!id || !/^\d{1,15}$/.test(id)) return null;
  return {
    provider: 'Vimeo',
    kind: 'video',
    src: `https://player.vimeo.com/video/${id}?autoplay=1`,
    page: `https://vimeo.com/${id}`,
    host: 'vimeo.com',
  };
}

/**
 * Bandcamp's players, by what Share / Embed offers: "Slim" (size=small) 42 px; "Artwork only"
 * (minimal=true) a square; "Standard" with small artwork (artwork=small or none) 120 px, plus
 * its track list; with big artwork (the default) a 350 px wide card: 470 px, 786 with tracks.
 */
function bandcampSize(params: string[]): Pick<EmbedInfo, 'height' | 'maxWidth'> {
  const has = (param: string) => params.includes(param);
  const tracklist = !has('tracklist=false');
  if (has('size=small')) return { height: 42 };
  if (has('minimal=true')) return { height: 350, maxWidth: 350 };
  if (has('artwork=small') || has('artwork=none')) return { height: tracklist ? 400 : 120 };
  return { height: tracklist ? 786 : 470, maxWidth: 350 };
}

function bandcamp(url: URL): EmbedInfo | null {
  // only the Share/Embed address carries the album or track number a player needs
  if (bareHost(url) !== 'bandcamp.com') return null;
  const parts = segments(url);
  if (parts[0] !== 'EmbeddedPlayer' || !parts.slice(1).some((part) => /^(album|track)=\d+$/.test(part))) return null;
  const clean = parts.filter((part) => /^[A-Za-z]+=[A-Za-z0-9_.-]*$/.test(part) || part === 'EmbeddedPlayer');
  // a track has no track list: its Standard player is the short one
  const params = clean.some((part) => part.startsWith('track=')) ? [...clean, 'tracklist=false'] : clean;
  const src = `https://bandcamp.com/${clean.join('/')}/`;
  return {
    provider: 'Bandcamp',
    kind: 'player',
    src,
    // the Share/Embed address names no album page: the player itself is a page that plays
    page: src,
    host: 'bandcamp.com',
    ...bandcampSize(params),
  };
}

function spotify(url: URL): EmbedInfo | null {
  if (bareHost(url) !== 'open.spotify.com') return null;
  const parts = segments(url).filter((part) => !/^intl-[a-z-]+$/i.test(part) && part !== 'embed');
  const [type, id] = parts;
  if (!type || !id || !SPOTIFY_TYPES.has(type) || !SPOTIFY_ID.test(id)) return null;
  return {
    provider: 'Spotify',
    kind: 'player',
    src: `https://open.spotify.com/embed/${type}/${id}`,
    page: `https://open.spotify.com/${type}/${id}`,
    host: 'open.spotify.com',
    // Spotify's embed generator: the compact card for one track or episode, else the list
    height: type === 'track' || type === 'episode' ? 152 : 352,
  };
}

function soundcloud(url: URL): EmbedInfo | null {
  const host = bareHost(url);
  let page: URL | null = url;
  if (host === 'w.soundcloud.com') {
    const inner = url.searchParams.get('url');
    page = inner ? parse(inner) : null;
    if (!page || !/^(api\.)?soundcloud\.com$/.test(bareHost(page))) return null;
  } else if (host !== 'soundcloud.com') return null;
  const parts = segments(page);
  if (parts.length < (bareHost(page) === 'api.soundcloud.com' ? 2 : 1)) return null;
  if (!parts.every((part) => /^[A-Za-z0-9_.-]{1,200}$/.test(part))) return null;
  const target = `https://${page.hostname.toLowerCase().replace(/^www\./, '')}/${parts.join('/')}`;
  const single = bareHost(page) === 'soundcloud.com' && parts.length === 2 && parts[1] !== 'sets';
  const src = `https://w.soundcloud.com/player/?url=${encodeURIComponent(target)}&visual=true`;
  return {
    provider: 'SoundCloud',
    kind: 'player',
    src,
    // an api.soundcloud.com address is no page a visitor can open: the player is
    page: bareHost(page) === 'soundcloud.com' ? target : src,
    host: 'soundcloud.com',
    // SoundCloud's visual player: 300 px for a track, 450 for a set or a profile
    height: single ? 300 : 450,
  };
}

/**
 * The player for an address of one of `providers`, or null when it is none of them (or not a
 * player address, like a Bandcamp album page instead of its Share/Embed address).
 */
export function toEmbed(input: string, providers: readonly EmbedProvider[] = EMBED_PROVIDERS): EmbedInfo | null {
  const url = parse(embedAddressOf(input));
  if (!url) return null;
  for (const found of [youtube(url), vimeo(url), bandcamp(url), spotify(url), soundcloud(url)])
    if (found) return providers.includes(found.provider) ? found : null;
  return null;
}

export const isEmbedUrl = (input: string, providers: readonly EmbedProvider[] = EMBED_PROVIDERS): boolean =>
  toEmbed(input, providers) !== null;

/** "YouTube or Vimeo", "YouTube, Vimeo, Bandcamp, Spotify or SoundCloud". */
export function providerList(providers: readonly EmbedProvider[]): string {
  return providers.length < 2
    ? providers.join('')
    : `${providers.slice(0, -1).join(', ')} or ${providers[providers.length - 1]}`;
}
