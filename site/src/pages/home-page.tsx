import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { HomeData, homeLoader } from './home-loader';
import type { RootData } from '../lib/root-data';
import { Paragraphs } from '../components/paragraphs';
import { Picture } from '../components/picture';

/** What a fan opening the site looks for first: when and where the next show is. */
function NextShow({ next }: Pick<HomeData, 'next'>) {
  if (!next) return null;
  return (
    <section className="next-show" aria-labelledby="next-show">
      <h2 id="next-show">Next show</h2>
      <p>
        <time dateTime={next.startDate}>{next.date}</time>
        {next.time && `, ${next.time}`}
      </p>
      <p>
        {next.title && <strong>{next.title}</strong>}
        {next.title && ' at '}
        {next.venue}
        {next.location && ` (${next.location})`}
      </p>
      <p>
        <Link to="/shows">All upcoming shows</Link>
        {next.ticketsLink && (
          <>
            {' · '}
            <a href={next.ticketsLink} rel="noopener">
              Tickets<span className="sr-only"> for {next.title || next.venue}</span>
            </a>
          </>
        )}
      </p>
    </section>
  );
}

export function HomePage() {
  const { home, hero, next } = useLoaderData<typeof homeLoader>();
  const { site } = useRouteLoaderData<RootData>('root')!;
  const lead = [site.role, site.place].filter(Boolean).join(', ');
  return (
    <div className="page home">
      <div className="home-hero">
        {hero && <Picture photo={hero} alt={hero.title || site.name} sizes="(max-width: 674px) 100vw, 50vw" eager />}
      </div>
      <div className="home-text">
        <h1>{site.name}</h1>
        {lead && <p className="lead">{lead}</p>}
        {home.tagline && <p className="tagline">{home.tagline}</p>}
        <Paragraphs text={home.blurb} />
        <NextShow next={next} />
        <ul className="home-links">
          <li>
            <Link to="/shows">Upcoming shows</Link>
          </li>
          <li>
            <Link to="/listen">Listen</Link>
          </li>
          <li>
            <Link to="/lessons">Lessons</Link>
          </li>
          <li>
            <Link to="/contact">Get in touch</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
