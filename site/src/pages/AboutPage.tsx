import { BIO, DISCOGRAPHY, LINKS, MUSICIAN } from '../content/profile';

export function AboutPage() {
  return (
    <div className="page">
      <h1>About {MUSICIAN.name}</h1>
      {BIO.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h2>Links</h2>
      <ul>
        {LINKS.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
      <h2>Discography</h2>
      <ul className="discography">
        {DISCOGRAPHY.map((album) => (
          <li key={album.title}>
            <cite>{album.title}</cite> ({album.year}), {album.artist}
            {album.label ? `, ${album.label}` : ''}. <span className="role">{album.role}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
