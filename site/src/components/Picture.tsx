import { PHOTO_WIDTHS } from '../content/photos';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
}

/** A content image at its generated widths; width and height reserve its box (no layout shift). */
export function Picture({ src, alt, width, height, sizes, eager }: Props) {
  return (
    <img
      src={`${src}-${PHOTO_WIDTHS[0]}.webp`}
      srcSet={PHOTO_WIDTHS.map((w) => `${src}-${w}.webp ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
