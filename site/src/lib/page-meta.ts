import type { PageFields } from '@jazz/contracts';
import { paragraphsOf } from '../components/paragraphs';

// A page's head lines and the words they are made of: the loaders of pages/ write them (a show,
// a press kit), the routes of app/ too, so they sit below both.

export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path (and query) when it is not the requested path. */
  path?: string;
  /** og:image: a site path or absolute URL; the band's first image for a show or a band. */
  image?: string;
  /** og:type; "website" when not given. */
  type?: string;
  /** og:image:alt: what the image shows; the page's title when not given. */
  imageAlt?: string;
}

/** Who the site is about: the `site` page, as the root loader reads it. */
export type SiteInfo = Pick<PageFields<'site'>, 'name' | 'role' | 'place'>;

/** "About | {site name}": a page's title names the site after it. */
export const titleOf = (title: string, site: SiteInfo) => (site.name ? `${title} | ${site.name}` : title);

/** The first paragraph of the owner's text, cut to a search result's length. */
export function summaryOf(text: string, fallback: string): string {
  const first = paragraphsOf(text)[0]?.replace(/\s+/g, ' ');
  if (!first) return fallback;
  return first.length <= 155 ? first : `${first.slice(0, 154).replace(/\s+\S*$/, '')}…`;
}
