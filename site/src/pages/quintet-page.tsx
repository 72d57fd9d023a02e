import { QUINTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { quintetLoader } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/** docs/product.md: the quintet's biography, photos, its shows and videos; text and media from its server group. */
export function QuintetPage() {
  const data = useLoaderData<typeof quintetLoader>();
  const { group } = data;
  return (
    <article className="page group">
      {/* the band the page is linked to: a rename changes the name shown, never the address */}
      <h1>{group?.name ?? QUINTET.name}</h1>
      <BandBody name={QUINTET.name} group={group}>
        <ShowList shows={data} base={QUINTET.path} />
      </BandBody>
      <FollowForm band={group?.name ?? QUINTET.name} />
    </article>
  );
}
