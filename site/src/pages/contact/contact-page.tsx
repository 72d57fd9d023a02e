import { useRouteLoaderData } from 'react-router-dom';
import { Island } from '../../islands/island';
import type { RootData } from '../../lib/root-data';
import { ContactForms } from './contact-forms';

export function ContactPage() {
  const root = useRouteLoaderData<RootData>('root');
  const who = root?.site.name || 'I';
  const groups = (root?.groups ?? []).map((group) => group.name);
  return (
    <div className="page">
      <h1>Contact</h1>
      <p>Bookings, lessons or just to say hello: send a message and {who} will get back to you.</p>
      {/* on a page of islands, hydrated alone when first touched (docs/islands.md) */}
      <Island name="contact" load="interaction" component={ContactForms} props={{ who, groups }} />
    </div>
  );
}
