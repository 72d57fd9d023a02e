import { QUARTET } from '@jazz/shared/bands';
import { EmbedFacade } from '../components/EmbedFacade';
import { Picture } from '../components/Picture';
import { QUARTET_PAGE } from '../content/bands';
import { QUARTET_PLAYLIST } from '../content/media';

export function QuartetPage() {
  return (
    <div className="page">
      <h1>{QUARTET.name}</h1>
      {QUARTET_PAGE.bio.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <div className="band-photos">
        {QUARTET_PAGE.photos.map((src, i) => (
          <Picture
            key={src}
            src={src}
            alt={`${QUARTET.name}, photo ${i + 1}`}
            width={1200}
            height={800}
            sizes="(max-width: 1149px) 100vw, 50vw"
          />
        ))}
      </div>
      <h2>Listen</h2>
      <EmbedFacade embed={QUARTET_PLAYLIST} kind="playlist" />
    </div>
  );
}
