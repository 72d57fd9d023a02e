import type { PressKit } from '@jazz/contracts';
import { isStagePlotPdf } from '@jazz/contracts/names';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { PressRouteLoader } from '../../app/press-loader';
import { EmbedFacade } from '../../components/embed-facade';
import { Paragraphs } from '../../components/paragraphs';
import { ShowList } from '../../components/show-list';
import { BookingFormBody } from '../../features/booking/booking-form';
import { Island } from '../../islands/island';
import type { RootData } from '../../lib/root-data';
import { PressPhotos } from './press-photos';

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
  const bandPage = kit.path.replace(/\/press$/, '') || '/';
  return (
    <article className="page press">
      <h1>
        {name}
        <span className="press-kicker">Press kit</span>
      </h1>
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

      {kit.quotes.length > 0 && (
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
      )}

      {(kit.featuredVideo || kit.featuredTrack) && (
        <section aria-labelledby="press-media">
          <h2 id="press-media">Watch and listen</h2>
          {kit.featuredVideo && <EmbedFacade title={`${name}: featured video`} url={kit.featuredVideo} />}
          {kit.featuredTrack && <EmbedFacade title={`${name}: featured track`} url={kit.featuredTrack} />}
        </section>
      )}

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

function Bios({ kit }: { kit: PressKit }) {
  const bios = [
    ['Short bio', kit.bioShort],
    ['Medium bio', kit.bioMedium],
    ['Long bio', kit.bioLong],
  ].filter(([, text]) => text) as [string, string][];
  if (bios.length === 0) return null;
  return (
    <section aria-labelledby="press-bios">
      <h2 id="press-bios">Biography</h2>
      {bios.map(([title, text]) => (
        <Bio key={title} title={title} text={text} />
      ))}
    </section>
  );
}

/** Words of a bio as its "Copy" button counts them (here, not in the contracts: the page loads no zod). */
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * A bio with its "Copy" button: plain DOM code copies it (islands/copy-bio.ts), from the text on
 * the page, and says so in the status beside it.
 */
function Bio({ title, text }: { title: string; text: string }) {
  const words = wordCount(text);
  return (
    <div className="press-bio">
      <div className="press-bio-head">
        <h3>
          {title}{' '}
          <span className="press-words">
            ({words} {words === 1 ? 'word' : 'words'})
          </span>
        </h3>
        <button type="button" className="button" data-copy-bio="" data-hold="">
          Copy<span className="sr-only"> the {title.toLowerCase()}</span>
        </button>
        <span role="status" className="press-copied" />
      </div>
      <Paragraphs text={text} />
    </div>
  );
}

function Tech({ kit, name }: { kit: PressKit; name: string }) {
  if (!kit.stagePlot && !kit.inputList.length && !kit.backline && !kit.hospitality) return null;
  return (
    <section aria-labelledby="press-tech">
      <h2 id="press-tech">Tech rider</h2>
      {kit.stagePlot && isStagePlotPdf(kit.stagePlot) ? (
        <p>
          {/* a PDF as uploaded: a link, there is no picture to show */}
          <a href={kit.stagePlot} download>
            Stage plot (PDF)
          </a>
        </p>
      ) : kit.stagePlot ? (
        <figure className="press-plot">
          <img src={kit.stagePlot} alt={`Stage plot of ${name}`} loading="lazy" />
          <figcaption>
            {/* the file as uploaded (a PNG stays a PNG), named after the act */}
            <a href={`${kit.path}/stage-plot`} download>
              Download the stage plot
            </a>
          </figcaption>
        </figure>
      ) : null}
      {kit.inputList.length > 0 && (
        <div className="press-table">
          <table>
            <caption>Input list</caption>
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Instrument</th>
                <th scope="col">Mic or DI</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {kit.inputList.map((row, i) => (
                <tr key={i}>
                  <td>{row.channel}</td>
                  <td>{row.instrument}</td>
                  <td>{row.mic}</td>
                  <td>{row.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {kit.backline && (
        <>
          <h3>Backline</h3>
          <Paragraphs text={kit.backline} />
        </>
      )}
      {kit.hospitality && (
        <>
          <h3>Hospitality</h3>
          <Paragraphs text={kit.hospitality} />
        </>
      )}
    </section>
  );
}
