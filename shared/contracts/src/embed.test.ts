import { describe, expect, it } from 'vitest';
import { embedAddressOf, isBandcampPage, toEmbed, VIDEO_PROVIDERS } from './embed';
import { parsePageData } from './page-errors';

describe('toEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=3'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=62',
    ],
    [
      '<iframe style="border: 0; width: 100%; height: 120px;" src="https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/" seamless><a href="https://artist.bandcamp.com/album/x">X by Artist</a></iframe>',
      'https://bandcamp.com/EmbeddedPlayer/album=1234567890/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true/',
    ],
    [
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=42" title="YouTube video player" frameborder="0" allowfullscreen></iframe>',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42',
    ],
    [
      '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy?utm_source=generator" width="100%" height="352" frameBorder="0" allowfullscreen="" loading="lazy"></iframe>',
      'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy',
    ],
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

  // the facade is a link to this page, so a visitor without script can still watch (issue 46)
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/playlist?list=PL1234567890', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871'],
    [
      'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy',
      'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy',
    ],
    [
      'https://w.soundcloud.com/player/?url=https%3A//soundcloud.com/artist/sets/live',
      'https://soundcloud.com/artist/sets/live',
    ],
    [
      'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/',
      'https://bandcamp.com/EmbeddedPlayer/album=0000000000/size=large/',
    ],
  ])('%s is watched without script at %s', (input, page) => {
    expect(toEmbed(input)?.page).toBe(page);
  });

  it.each([
    'javascript:alert(1)',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://evil.com/youtube.com/embed/x',
    'https://artist.bandcamp.com/album/some-album',
    'https://open.spotify.com/user/someone',
    'https://w.soundcloud.com/player/?url=https://evil.com/x',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    '<iframe src="https://evil.example/EmbeddedPlayer/album=1/"></iframe>',
    '<script src="https://www.youtube.com/embed/dQw4w9WgXcQ"></script>',
    '',
  ])('%s is not a player', (input) => {
    expect(toEmbed(input)).toBeNull();
  });

  it('keeps a field to its providers', () => {
    expect(toEmbed('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', VIDEO_PROVIDERS)).toBeNull();
  });
});

describe('pasted embed codes and Bandcamp pages', () => {
  it('takes the src of an iframe code and leaves an address alone', () => {
    expect(embedAddressOf(" <iframe src='//player.vimeo.com/video/76979871'></iframe> ")).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedAddressOf(' https://vimeo.com/76979871 ')).toBe('https://vimeo.com/76979871');
  });

  it('knows an album or track page, which the server looks up', () => {
    expect(isBandcampPage('https://artist.bandcamp.com/album/some-album')).toBe(true);
    expect(isBandcampPage('https://artist.bandcamp.com/track/a-tune')).toBe(true);
    expect(isBandcampPage('https://artist.bandcamp.com/')).toBe(false);
    expect(isBandcampPage('https://bandcamp.com.evil.example/album/x')).toBe(false);
  });

  it('stores the src of a pasted code in a playlist row', () => {
    const parsed = parsePageData('listen', {
      playlists: [
        { title: 'Live', url: '<iframe src="https://bandcamp.com/EmbeddedPlayer/track=42/size=small/"></iframe>' },
      ],
    });
    expect(parsed).toMatchObject({
      ok: true,
      data: { playlists: [{ title: 'Live', url: 'https://bandcamp.com/EmbeddedPlayer/track=42/size=small/' }] },
    });
  });
});

describe('player sizes by provider', () => {
  const bc = (params: string) => `https://bandcamp.com/EmbeddedPlayer/album=1234567890/${params}/`;
  it.each([
    [bc('size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/artwork=small/transparent=true'), 120, undefined],
    [bc('size=large/bgcol=ffffff/linkcol=0687f5/artwork=small/transparent=true'), 400, undefined],
    [bc('size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true'), 470, 350],
    [bc('size=large/bgcol=ffffff/linkcol=0687f5/transparent=true'), 786, 350],
    [bc('size=small/bgcol=ffffff/linkcol=0687f5/transparent=true'), 42, undefined],
    [bc('size=large/bgcol=ffffff/linkcol=0687f5/minimal=true/transparent=true'), 350, 350],
    ['https://bandcamp.com/EmbeddedPlayer/track=42/size=large/artwork=small/', 120, undefined],
    ['https://open.spotify.com/track/4aawyAB9vmqN3uQ7FjRGTy', 152, undefined],
    ['https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy', 352, undefined],
    ['https://soundcloud.com/artist/a-tune', 300, undefined],
    ['https://soundcloud.com/artist/sets/live', 450, undefined],
  ])('%s is %i px high', (input, height, maxWidth) => {
    const embed = toEmbed(input);
    expect(embed).toMatchObject({ kind: 'player', height });
    expect(embed?.maxWidth).toBe(maxWidth);
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
