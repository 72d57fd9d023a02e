import type { PressKit } from '@jazz/contracts';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { PressRouteLoader } from './press-loader';
import { EmbedFacade } from '../../components/embed-facade';
import { Paragraphs } from '../../components/paragraphs';
import { ShowList } from '../../components/show-list';
import { BookingFormBody } from '../../features/booking/booking-form';
import { Island } from '../../islands/island';
import type { RootData } from '../../lib/root-data';
import { PressPhotos } from './press-photos';
import { Bios, Tech } from './press-sections';

const LARGE = /-1600\.webp$/;

/**
 * The page's picture at both its stored widths (`-800.webp`, `-1600.webp`, each at most that
 * wide): a phone gets the small file, a wide screen the large one; the box is the page's width
 * (at most 900 px). An address of another kind has one file.
 */
function pictureSources(url: string): { srcSet?: string; sizes?: string } {
  if (!LARGE.test(url)) return {};
  return { srcSet: `${url.replace(LARGE, '-800.webp')} 800w, ${url} 1600w`, sizes: '(max-width: 900px) 100vw, 900px' };
}

/** The press kit of the musician or of a band, everything a booker needs on one page. */
export function PressPage() {
  const { kit, shows, picture } = useLoaderData<PressRouteLoader>();
  const root = useRouteLoaderData<RootData>('root');
  if (!kit) {
    return (
      <div className="page">
        <h1>Press kit not found</h1>
        <p>
          This band has no press kit. <Link to="/press">See the musician&apos;s press kit</Link>.
        </p>
      </div>
    );
  }
  const name = kit.name || root?.site.name || 'Press kit';
  return (
    <article className="page press">
      <h1>
        {name}
        <span className="press-kicker">Press kit</span>
      </h1>
      <PressActions kit={kit} />

      {kit.photos.length === 0 && picture && (
        // the page's largest paint: asked for first (React preloads it in the head, with its srcset and sizes)
        <img
          className="press-picture"
          src={picture}
          {...pictureSources(picture)}
          alt={name}
          width={900}
          height={600}
          fetchPriority="high"
        />
      )}
      <Bios kit={kit} />
      <PressPhotos kit={kit} name={name} />
      <PressQuotes kit={kit} />
      <PressMedia kit={kit} name={name} />
      <Tech kit={kit} name={name} />

      <section aria-labelledby="press-contact">
        <h2 id="press-contact">Booking contact</h2>
        {kit.contact ? (
          <Paragraphs text={kit.contact} />
        ) : (
          <p>Send a booking request with the form below: it reaches {name} directly.</p>
        )}
      </section>

      <ShowList shows={shows} base={kit.path} />

      <section id="booking" aria-labelledby="press-booking" className="press-booking">
        <h2 id="press-booking">Booking request</h2>
        {/* an island: its code (React, the rules, the human check) loads when the form is first touched */}
        <Island
          name="booking"
          load="interaction"
          component={BookingFormBody}
          props={{ band: kit.key === 'site' ? '' : kit.name, groups: (root?.groups ?? []).map((g) => g.name) }}
        />
      </section>
    </article>
  );
}

/** The one-sheet, the photos' zip, the booking form and the band's page. */
function PressActions({ kit }: { kit: PressKit }) {
  const bandPage = kit.path.replace(/\/press$/, '') || '/';
  return (
    <ul className="press-actions">
      <li>
        <a className="button" href={`${kit.path}.pdf`}>
          One-sheet (PDF)
        </a>
      </li>
      {kit.photos.length > 0 && (
        <li>
          <a className="button" href={`${kit.path}/photos.zip`} download>
            Download all photos (zip)
          </a>
        </li>
      )}
      <li>
        <a className="button" href="#booking">
          Booking request
        </a>
      </li>
      {kit.key !== 'site' && (
        <li>
          <Link to={bandPage}>Band page</Link>
        </li>
      )}
    </ul>
  );
}

function PressQuotes({ kit }: { kit: PressKit }) {
  if (kit.quotes.length === 0) return null;
  return (
    <section aria-labelledby="press-quotes">
      <h2 id="press-quotes">Press quotes</h2>
      {kit.quotes.map((quote, i) => (
        <figure key={i} className="press-quote">
          <blockquote cite={quote.url || undefined}>
            <p>{quote.quote}</p>
          </blockquote>
          {quote.source && (
            <figcaption>
              {'— '}
              {quote.url ? (
                <a href={quote.url} rel="noopener">
                  {quote.source}
                </a>
              ) : (
                quote.source
              )}
            </figcaption>
          )}
        </figure>
      ))}
    </section>
  );
}

function PressMedia({ kit, name }: { kit: PressKit; name: string }) {
  if (!kit.featuredVideo && !kit.featuredTrack) return null;
  return (
    <section aria-labelledby="press-media">
      <h2 id="press-media">Watch and listen</h2>
      {kit.featuredVideo && <EmbedFacade title={`${name}: featured video`} url={kit.featuredVideo} />}
      {kit.featuredTrack && <EmbedFacade title={`${name}: featured track`} url={kit.featuredTrack} />}
    </section>
  );
}
