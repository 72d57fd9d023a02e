import { QUARTET } from '@jazz/shared/bands';
import { useLoaderData } from 'react-router-dom';
import type { BandData } from '../app/loaders';
import { BandBody } from '../components/band-body';
import { FollowForm } from '../features/follow/follow-form';

/** SPEC.md section 2: the quartet's biography, photos and playlist; all of it from its server group. */
export function QuartetPage() {
  const { group } = useLoaderData() as BandData;
  return (
    <article className="page group">
      <h1>{QUARTET.name}</h1>
      <BandBody name={QUARTET.name} group={group} />
      <FollowForm band={group?.name ?? QUARTET.name} />
    </article>
  );
}
