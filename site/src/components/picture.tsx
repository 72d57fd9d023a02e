import type { Photo } from '@jazz/contracts';

interface Props {
  photo: Pick<Photo, 'image' | 'srcSet' | 'width' | 'height'>;
  alt: string;
  sizes: string;
  eager?: boolean;
}

/** A photo at its stored widths; width and height reserve its box (no layout shift). */
export function Picture({ photo, alt, sizes, eager }: Props) {
  return (
    <img
      src={photo.image}
      srcSet={photo.srcSet || undefined}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
