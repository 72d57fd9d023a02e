export { placeholderImage } from './placeholder';
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from './images';
export { mediaUrl, mediaIdOfUrl, VARIANT_WIDTHS } from './urls';
export { serveMedia } from './serve';
