import type { PageLoader } from './page-loader';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { RootData } from '../lib/root-data';
import { Paragraphs } from '../components/paragraphs';

export function AboutPage() {
  const { bio, links, discography } = useLoaderData<PageLoader<'about'>>();
  const { site } = useRouteLoaderData<RootData>('root')!;
  return (
    <div className="page">
      <h1>{`About ${site.name}`}</h1>
      <Paragraphs text={bio} />
      {links.length > 0 && (
        <>
          <h2>Links</h2>
          <ul>
            {links.map((link, i) => (
              <li key={i}>
                <a href={link.url} rel="noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {discography.length > 0 && (
        <>
          <h2>Discography</h2>
          <ul className="discography">
            {discography.map((album, i) => (
              <li key={i}>
                <cite>{album.title}</cite>
                {album.year && ` (${album.year})`}
                {album.artist && `, ${album.artist}`}
                {album.label && `, ${album.label}`}.{album.role && <span className="role"> {album.role}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
