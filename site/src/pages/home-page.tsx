import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { HomeData, homeLoader } from './home-loader';
import type { RootData } from '../lib/root-data';
import { Paragraphs } from '../components/paragraphs';
import { Picture } from '../components/picture';

/**
 * What a fan opening the site looks for first: the next show, linked to its page, with its band
 * (linked to the band's page when it is one of the site's bands), "Tonight" when it is, and its
 * residency's rule ("Every Thursday") when it is one of a series' dates.
 */
function NextShow({
  next,
  nextDay,
  nextBand: band,
  nextRule: rule,
}: Pick<HomeData, 'next' | 'nextDay' | 'nextBand' | 'nextRule'>) {
  if (!next) return null;
  const name = next.title || `${next.group} at ${next.venue}`;
  return (
    <section className="next-show" aria-labelledby="next-show">
      <h2 id="next-show">Next show</h2>
      <p className="next-show-title">
        <a href={next.path}>{name}</a>
      </p>
      <p>
        {nextDay && <strong className="next-show-day">{`${nextDay}, `}</strong>}
        <time dateTime={next.startDate}>{next.date}</time>
        {next.time && `, ${next.time}`}
      </p>
      {/* a residency's next date: the fan learns it comes back every week */}
      {rule && <p className="next-show-rule">{rule}</p>}
      {next.title && next.group && (
        <p className="next-show-band">{band ? <a href={band}>{next.group}</a> : next.group}</p>
      )}
      <p>
        {next.venue}
        {next.location && ` (${next.location})`}
      </p>
      <p className="next-show-links">
        <Link to="/shows">All upcoming shows</Link>
        {next.ticketsLink && !next.soldOut && (
          <>
            {' · '}
            <a className="tickets" href={next.ticketsLink} rel="noopener">
              Tickets<span className="sr-only"> for {name}</span>
            </a>
          </>
        )}
      </p>
    </section>
  );
}

export function HomePage() {
  const { home, hero, next, nextDay, nextBand, nextRule } = useLoaderData<typeof homeLoader>();
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
        <NextShow next={next} nextDay={nextDay} nextBand={nextBand} nextRule={nextRule} />
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
