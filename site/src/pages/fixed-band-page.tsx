import { QUARTET, QUINTET } from '@jazz/contracts/bands';
import { useLoaderData } from 'react-router-dom';
import type { quartetLoader, quintetLoader } from './fixed-band-loader';
import { BandBody } from '../components/band-body';
import { CalendarLinks } from '../components/calendar-links';
import { ShowList } from '../components/show-list';
import { FollowForm } from '../features/follow/follow-form';

/**
 * docs/product.md: a fixed band's page at its fixed address, the same parts for the quartet and
 * the quintet: biography, photos, playlist and videos from its server group, and its shows.
 */
function FixedBandPage({ band }: { band: typeof QUARTET | typeof QUINTET }) {
  const data = useLoaderData<typeof quartetLoader | typeof quintetLoader>();
  const { group } = data;
  // the band the page is linked to: a rename changes the name shown, never the address
  const name = group?.name ?? band.name;
  return (
    <article className="page group">
      <h1>{name}</h1>
      <BandBody name={band.name} group={group}>
        <ShowList shows={data} base={band.path} />
      </BandBody>
      <CalendarLinks path={`${band.path}.ics`} title={`${name} shows in your calendar`} />
      <FollowForm band={name} />
    </article>
  );
}

export const QuartetPage = () => <FixedBandPage band={QUARTET} />;
export const QuintetPage = () => <FixedBandPage band={QUINTET} />;
