import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded at the first image instead of at start: libvips alone keeps about 20 MB
 * resident, which a server that serves stored variants does not need until an upload. Its
 * operation cache is off: each image is processed once and its variants are stored.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
