/** The shapes of the musician's content. The owner edits the data files beside this one. */
export interface Photo {
  /** Base path without width and extension: the build serves `${src}-480.webp` and `${src}-960.webp`. */
  src: string;
  width: number;
  height: number;
  title: string;
  credit?: string;
}

export interface AudioClip {
  title: string;
  src: string;
  type: string;
}

/** A third-party player, loaded only after the visitor asks for it (facade). */
export interface Embed {
  title: string;
  /** The iframe address (youtube-nocookie, Bandcamp, Spotify, SoundCloud). */
  url: string;
  caption?: string;
  /** Height of the player in CSS pixels; videos use a 16:9 box instead. */
  height?: number;
}

export interface ExternalBand {
  name: string;
  url: string;
}

export interface Album {
  title: string;
  artist: string;
  year: number;
  label?: string;
  role: string;
}

export interface Testimonial {
  quote: string;
  name: string;
}
