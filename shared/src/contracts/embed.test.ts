import { describe, expect, it } from 'vitest';
import { toEmbed, VIDEO_PROVIDERS } from './embed';
import { parsePageData } from './page';

describe('toEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    [
      'https://www.youtube-nocookie.com/embed/PLACEHOLDR1?autoplay=1',
      'https://www.youtube-nocookie.com/embed/PLACEHOLDR1?autoplay=1',
    ],
    [
      'https://www.youtube.com/playlist?list=PL1234567890',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL1234567890&autoplay=1',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    [
      'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/tracklist=true/transparent=true/',
      'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/tracklist=true/transparent=true/',
    ],
    [
      'https://open.spotify.com/playlist/37i9dQZF1DXbITWG1ZJKYt?si=x',
      'https://open.spotify.com/embed/playlist/37i9dQZF1DXbITWG1ZJKYt',
    ],
    [
      'https://open.spotify.com/embed/playlist/PLACEHOLDER0000000000',
      'https://open.spotify.com/embed/playlist/PLACEHOLDER0000000000',
    ],
    [
      'https://soundcloud.com/artist/sets/live',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Fsets%2Flive&visual=true',
    ],
  ])('%s plays as %s', (input, src) => {
    expect(toEmbed(input)?.src).toBe(src);
  });

  it.each([
    'javascript:alert(1)',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://evil.com/youtube.com/embed/x',
    'https://artist.bandcamp.com/album/some-album',
    'https://open.spotify.com/user/someone',
    'https://w.soundcloud.com/player/?url=https://evil.com/x',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('%s is not a player', (input) => {
    expect(toEmbed(input)).toBeNull();
  });

  it('keeps a field to its providers', () => {
    expect(toEmbed('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', VIDEO_PROVIDERS)).toBeNull();
  });
});

describe('page schemas', () => {
  it('names the row of a bad link', () => {
    const parsed = parsePageData('bands', {
      bands: [
        { name: 'A', url: 'https://a.example' },
        { name: 'B', url: 'javascript:x' },
      ],
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        bands: 'Band 2: Address must be a web address starting with https:// or http://.',
        'bands.1.url': 'Address must be a web address starting with https:// or http://.',
      },
    });
  });

  it('fills optional fields and keeps album years as text', () => {
    const parsed = parsePageData('about', { discography: [{ title: 'X', year: 2019 }] });
    expect(parsed).toEqual({
      ok: true,
      data: { bio: '', links: [], discography: [{ title: 'X', artist: '', year: '2019', label: '', role: '' }] },
    });
  });
});
