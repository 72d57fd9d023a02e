import { QUINTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { ShowsData } from '../app/loaders';
import { Picture } from '../components/Picture';
import { ShowList } from '../components/ShowList';
import { QUINTET_PAGE } from '../content/bands';
import { QUINTET_VIDEOS } from '../content/media';
import { VideoList } from './VideoPage';

export function QuintetPage() {
  const { events, now } = useLoaderData() as ShowsData;
  return (
    <div className="page">
      <h1>{QUINTET.name}</h1>
      {QUINTET_PAGE.bio.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <div className="band-photos">
        {QUINTET_PAGE.photos.map((src, i) => (
          <Picture
            key={src}
            src={src}
            alt={`${QUINTET.name}, photo ${i + 1}`}
            width={1200}
            height={800}
            sizes="(max-width: 1149px) 100vw, 50vw"
          />
        ))}
      </div>
      <ShowList events={events} now={now} base={QUINTET.path} />
      <h2>Videos</h2>
      <VideoList videos={QUINTET_VIDEOS} />
    </div>
  );
}
