import { Link, useLoaderData } from 'react-router-dom';
import type { HomeData } from '../app/loaders';
import { Picture } from '../components/Picture';
import { HOME_BLURB, MUSICIAN } from '../content/profile';
import { PHOTOS } from '../content/photos';

const hero = PHOTOS[0]!;

/** What a fan opening the site looks for first: when and where the next show is. */
function NextShow({ next }: HomeData) {
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
  const data = useLoaderData() as HomeData | undefined;
  return (
    <div className="page home">
      <div className="home-hero">
        <Picture
          src={hero.src}
          alt={hero.title}
          width={hero.width}
          height={hero.height}
          sizes="(max-width: 674px) 100vw, 50vw"
          eager
        />
      </div>
      <div className="home-text">
        <h1>{MUSICIAN.name}</h1>
        <p className="lead">
          {MUSICIAN.role}, {MUSICIAN.place}
        </p>
        {HOME_BLURB.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <NextShow next={data?.next ?? null} />
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
