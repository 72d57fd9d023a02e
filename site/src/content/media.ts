import type { AudioClip, Embed } from './types';

// PLACEHOLDER MEDIA: the two clips are generated tones (site/scripts/generate-media.mjs); the
// embed addresses are examples. Replace the files in site/public/content and the URLs here.

export const AUDIO: AudioClip[] = [
  { title: '[Placeholder] Blues for the Green Mountains', src: '/content/audio/clip-1.wav', type: 'audio/wav' },
  { title: '[Placeholder] Ballad in F', src: '/content/audio/clip-2.wav', type: 'audio/wav' },
];

export const PLAYLISTS: Embed[] = [
  {
    title: '[Placeholder] Whitesell Brothers Quartet on Bandcamp',
    url: 'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=true/transparent=true/',
    height: 420,
  },
  {
    title: '[Placeholder] Favourite tracks on Spotify',
    url: 'https://open.spotify.com/embed/playlist/PLACEHOLDER0000000000',
    height: 380,
  },
];

export const VIDEOS: Embed[] = [
  {
    title: '[Placeholder] Live at the Flynn: "Work Song"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR1?autoplay=1',
    caption: '[Placeholder] Cannonball Quintet, Burlington, 2019.',
  },
  {
    title: '[Placeholder] Quartet session: "Body and Soul"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR2?autoplay=1',
    caption: '[Placeholder] Whitesell Brothers Quartet in the studio.',
  },
  {
    title: '[Placeholder] Flute feature: "Bemsha Swing"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR3?autoplay=1',
    caption: '[Placeholder] Summer festival set, 2018.',
  },
  {
    title: '[Placeholder] Big band: "Cute"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDR4?autoplay=1',
    caption: '[Placeholder] Northern Lights Big Band, winter concert.',
  },
];

export const QUINTET_VIDEOS: Embed[] = [
  {
    title: '[Placeholder] Cannonball Quintet: "Mercy, Mercy, Mercy"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ1?autoplay=1',
    caption: '[Placeholder] Live, 2019.',
  },
  {
    title: '[Placeholder] Cannonball Quintet: "Dat Dere"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ2?autoplay=1',
    caption: '[Placeholder] Live, 2018.',
  },
  {
    title: '[Placeholder] Cannonball Quintet: "Sack o\' Woe"',
    url: 'https://www.youtube-nocookie.com/embed/PLACEHOLDQ3?autoplay=1',
    caption: '[Placeholder] Rehearsal, 2018.',
  },
];

export const QUARTET_PLAYLIST: Embed = {
  title: '[Placeholder] Whitesell Brothers Quartet playlist',
  url: 'https://bandcamp.com/EmbeddedPlayer/album=0000000001/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=true/transparent=true/',
  height: 420,
};
