import { Link } from 'react-router-dom';
import { Picture } from '../components/Picture';
import { HOME_BLURB, MUSICIAN } from '../content/profile';
import { PHOTOS } from '../content/photos';

const hero = PHOTOS[0]!;

export function HomePage() {
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
