import { QUARTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { quartetLoader } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/** docs/product.md: the quartet's biography, photos and playlist, and its shows, as the quintet's page. */
export function QuartetPage() {
  const data = useLoaderData<typeof quartetLoader>();
  const { group } = data;
  return (
    <article className="page group">
      {/* the band the page is linked to: a rename changes the name shown, never the address */}
      <h1>{group?.name ?? QUARTET.name}</h1>
      <BandBody name={QUARTET.name} group={group}>
        <ShowList shows={data} base={QUARTET.path} />
      </BandBody>
      <FollowForm band={group?.name ?? QUARTET.name} />
    </article>
  );
}
