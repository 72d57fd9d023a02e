export { placeholderImage } from './placeholder';
export { mediaUrl, mediaIdOfUrl, VARIANT_WIDTHS } from './urls';
export { serveMedia } from './serve';
