// INTERIM, until branch content-api's pages and photos repositories are merged: the demo
// content of site/src/content served through the SiteData interface, in the records' shape.
// Deleted with that merge; nothing else imports it.
import type { Page, PageName, Photo } from '@jazz/shared/contracts';
import {
  AUDIO,
  BIO,
  DISCOGRAPHY,
  EXTERNAL_BANDS,
  HOME_BLURB,
  LESSONS,
  LINKS,
  MUSICIAN,
  PHOTOS,
  PLAYLISTS,
  TESTIMONIALS,
  VIDEOS,
} from '../../../site/src/content';

const FIELDS = {
  site: { ...MUSICIAN, social: [] },
  home: { tagline: '', blurb: HOME_BLURB.join('\n\n') },
  about: {
    bio: BIO.join('\n\n'),
    links: LINKS,
    discography: DISCOGRAPHY.map((album) => ({ ...album, year: String(album.year), label: album.label ?? '' })),
  },
  lessons: { description: LESSONS.join('\n\n'), testimonials: TESTIMONIALS },
  listen: {
    tracks: AUDIO.map((clip) => ({ title: clip.title, audio: clip.src })),
    playlists: PLAYLISTS.map(({ title, url }) => ({ title, url })),
  },
  video: { videos: VIDEOS.map(({ title, url, caption }) => ({ title, url, caption: caption ?? '' })) },
  bands: { bands: EXTERNAL_BANDS },
};

export function interimPage<N extends PageName>(name: N): Page<N> {
  return { name, ...FIELDS[name], updatedAt: '' } as unknown as Page<N>;
}

export function interimPhotos(): Photo[] {
  return PHOTOS.map((photo, i) => {
    const variants = [480, 960].map((width) => ({
      width,
      height: Math.round((photo.height * width) / photo.width),
      url: `${photo.src}-${width}.webp`,
    }));
    return {
      _id: `photo-${i + 1}`,
      id: `photo-${i + 1}`,
      title: photo.title,
      credit: photo.credit ?? '',
      image: variants[1]!.url,
      width: photo.width,
      height: photo.height,
      srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
      variants,
      position: i,
      updatedAt: '',
    };
  });
}
