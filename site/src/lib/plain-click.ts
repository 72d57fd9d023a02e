/**
 * A click that a link's own page would follow in this tab: the main button, no key held (a
 * Ctrl, Cmd, Shift or middle click opens the link elsewhere, as the visitor asked). The video
 * previews and the gallery's photos are links that the page's script turns into a player or
 * the lightbox on such a click only.
 */
export const plainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
